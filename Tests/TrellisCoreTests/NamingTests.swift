import Testing

@testable import TrellisCore

@Suite struct NamingTests {
    @Test func suggestsTheClosestName() {
        #expect(
            Suggestion.closest(to: "signInRequestd", in: ["signInRequested", "signUpRequested"]) == "signInRequested")
        #expect(Suggestion.closest(to: "fileds", in: ["fields", "cases", "name"]) == "fields")
        #expect(Suggestion.closest(to: "userprofile", in: ["UserProfile"]) == "UserProfile")
        #expect(Suggestion.closest(to: "zebra", in: ["fields", "cases"]) == nil)
    }

    @Test func measuresTranspositionsAsOneEdit() {
        #expect(Suggestion.editDistance("abcd", "acbd") == 1)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.editDistance("", "abc") == 3)
    }

    @Test func checksIdentifierCase() {
        #expect(SwiftName.isUpperCamelCase("SignIn2"))
        #expect(!SwiftName.isUpperCamelCase("signIn"))
        #expect(!SwiftName.isUpperCamelCase("Sign In"))
        #expect(SwiftName.isLowerCamelCase("signIn"))
        #expect(!SwiftName.isLowerCamelCase("SignIn"))
        #expect(!SwiftName.isLowerCamelCase("sign_é"))
    }

    @Test func escapesKeywordsAndConvertsCase() {
        #expect(SwiftName.identifier("default") == "`default`")
        #expect(SwiftName.identifier("signIn") == "signIn")
        #expect(SwiftName.upperFirst("signedIn") == "SignedIn")
        #expect(SwiftName.lowerFirst("UserSessionRepository") == "userSessionRepository")
        #expect(SwiftName.lowerFirst("URLLoader") == "urlLoader")
        #expect(SwiftName.lowerFirst("URL") == "url")
    }
}
