import Testing

@testable import TrellisCore

/// `renamedFrom`: what the spec accepts, and how a rename reaches the names in a file.
@Suite struct RenamingTests {
    static let signIn = [Rename(old: "SignIn", new: "LogIn")]

    @Test func anOldNameIsReplacedWhereItIsACamelCaseWord() {
        #expect(Renaming.substitute("SignInViewModel", Self.signIn) == "LogInViewModel")
        #expect(Renaming.substitute("makeSignInViewModel", Self.signIn) == "makeLogInViewModel")
        #expect(Renaming.substitute("signInViewModel", Self.signIn) == "logInViewModel")
        #expect(
            Renaming.substitute("ViewModels/SignInViewModel+Actions.swift", Self.signIn)
                == "ViewModels/LogInViewModel+Actions.swift")
        // Not a word of its own: a longer word, or the inside of one.
        #expect(Renaming.substitute("SignInner", Self.signIn) == "SignInner")
        #expect(Renaming.substitute("designIn", Self.signIn) == "designIn")
        #expect(
            Renaming.formerPath(of: "ViewModels/LogInViewModel.swift", Self.signIn)
                == "ViewModels/SignInViewModel.swift")
    }

    /// Only names that the new text no longer holds and whose renamed form it holds are
    /// Trellis's to rename: an action `signIn` of another screen stays.
    @Test func onlyNamesTheNewTextRenamedAreRenamed() {
        let base = "extension SignInViewModel {\n    func signIn() {}\n}\nlet other = WelcomeViewModel.signIn\n"
        let new = "extension LogInViewModel {\n    func signIn() {}\n}\nlet other = WelcomeViewModel.signIn\n"
        #expect(Renaming.identifierRenames(base: base, new: new, Self.signIn) == ["SignInViewModel": "LogInViewModel"])
    }

    @Test func stringLiteralsKeepTheirTextAndInterpolationsAndCommentsFollow() {
        let text = """
            // Shows SignInViewModel.
            let title = "SignInViewModel \\(SignInViewModel.name)"
            let block = \"\"\"
                SignInViewModel
                \"\"\"
            /* SignInViewModel /* nested */ */ SignInViewModel.make()
            """
        #expect(
            SwiftIdentifiers.renaming(["SignInViewModel": "LogInViewModel"], in: text) == """
                // Shows LogInViewModel.
                let title = "SignInViewModel \\(LogInViewModel.name)"
                let block = \"\"\"
                    SignInViewModel
                    \"\"\"
                /* LogInViewModel /* nested */ */ LogInViewModel.make()
                """)
        #expect(SwiftIdentifiers.inCode(text) == ["let", "title", "SignInViewModel", "name", "block", "make"])
    }

    @Test func renamedFromIsCheckedAgainstTheSpec() {
        let renamed = { (old: String) in
            spec().replacingOccurrences(
                of: #"{ "name": "ItemDetail","#, with: #"{ "name": "ItemDetail", "renamedFrom": "\#(old)","#)
        }
        #expect(load(renamed("ItemView")).spec?.renames.renames == [Rename(old: "ItemView", new: "ItemDetail")])
        expectSingleError(
            diagnose(renamed("ItemDetail")), path: "screens[1].renamedFrom", line: 16,
            containing: "names the screen itself")
        expectSingleError(
            diagnose(renamed("ItemList")), path: "screens[1].renamedFrom", line: 16,
            containing: "the spec still has a screen \"ItemList\"")
        expectSingleError(
            diagnose(renamed("itemView")), path: "screens[1].renamedFrom", line: 16,
            containing: "must be an UpperCamelCase")
        let twice = renamed("ItemView").replacingOccurrences(
            of: #"{ "name": "ItemList","#, with: #"{ "name": "ItemList", "renamedFrom": "ItemView","#)
        expectSingleError(
            diagnose(twice), path: "screens[1].renamedFrom", line: 16,
            containing: "\"ItemView\" is given as the old name of \"ItemList\" already")
        // Actions are named per screen: an old name of one screen's action is free in another's.
        let action = spec().replacingOccurrences(
            of: #"{ "name": "close", "emits""#, with: #"{ "name": "close", "renamedFrom": "select", "emits""#)
        expectClean(diagnose(action))
    }
}
