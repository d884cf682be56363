import Testing

@testable import TrellisCore

/// `renamedFrom`: what the spec accepts, and how a rename reaches the names in a file.
@Suite struct RenamingTests {
    static let signIn = [Rename(old: "SignIn", new: "LogIn")]

    static func renaming(newFiles: [String]) -> Renaming {
        Renaming(
            renames: signIn, newIdentifiers: newFiles.reduce(into: []) { $0.formUnion(SwiftIdentifiers.inCode($1)) })
    }

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
            Self.renaming(newFiles: []).formerPath(of: "ViewModels/LogInViewModel.swift")
                == "ViewModels/SignInViewModel.swift")
    }

    /// Only names that no new file holds and whose renamed form one holds are Trellis's to
    /// rename: an action `signIn` that another screen keeps stays, even in the renamed screen's
    /// file, and so does a name only the user's code had.
    @Test func onlyNamesTheNewFilesRenamedAreRenamed() {
        let base = "extension SignInViewModel {\n    func signIn() {}\n    let signInHelper = 1\n}\n"
        let new = "extension LogInViewModel {\n    func logIn() {}\n}\n"
        let other = "extension WelcomeViewModel {\n    func signIn() {}\n}\n"
        #expect(
            Self.renaming(newFiles: [new, other]).identifierRenames(base: base) == ["SignInViewModel": "LogInViewModel"]
        )
        #expect(
            Self.renaming(newFiles: [new]).identifierRenames(base: base) == [
                "SignInViewModel": "LogInViewModel", "signIn": "logIn",
            ])
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
