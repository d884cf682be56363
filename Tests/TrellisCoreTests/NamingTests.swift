import Foundation
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

/// GeneratedName computes every name the generated code derives from the spec; validation
/// reserves what it computes.
@Suite struct GeneratedNameTests {
    @Test func derivesEachNameFromTheSpecsName() {
        #expect(GeneratedName.viewModel(forScreen: "PickMeUp") == "PickMeUpViewModel")
        #expect(GeneratedName.viewModelProperty(forScreen: "PickMeUp") == "pickMeUpViewModel")
        #expect(GeneratedName.makeViewModel(forScreen: "PickMeUp") == "makePickMeUpViewModel")
        #expect(GeneratedName.screenCase("URLPreview") == "urlPreview")
        #expect(GeneratedName.responder(forEvent: "signedIn") == "SignedInResponder")
        #expect(GeneratedName.closureProperty(forEvent: "signedIn") == "onSignedIn")
        #expect(GeneratedName.willSend(forAction: "select") == "willSelect")
        #expect(GeneratedName.dependencyProperty(forRepository: "URLRepository") == "urlRepository")
        #expect(GeneratedName.stub(forRepository: "URLRepository") == "URLRepositoryStub")
        #expect(
            GeneratedName.types(forFlow: "SignedIn", hasParams: true) == [
                "SignedInCoordinator", "SignedInViewModel", "SignedInView", "SignedInDependencyContainer",
            ])
        #expect(!GeneratedName.types(forFlow: "Main", hasParams: false).contains("MainDependencyContainer"))
        #expect(
            GeneratedName.types(forModule: "Koober") == [
                "KooberDependencyContainer", "KooberScreen", "KooberEvent", "KooberRoutedEvent", "KooberEventRouter",
                "KooberEventHandler", "KooberStore", "KooberFlow", "KooberScreenID",
            ])
        #expect(GeneratedName.types(forScreen: "SignIn").contains("SignInViewModelBuilder"))
        #expect(GeneratedName.eventEnum(forGroup: "Chat") == "ChatEvent")
    }

    /// Every type the Koober module declares, in both architectures and in its tests, is a name
    /// from the spec or one GeneratedName computes (and so one validation reserves).
    @Test(arguments: [Architecture.mvvmC, .mvvm, .eventDriven])
    func everyGeneratedTypeIsReserved(_ architecture: Architecture) throws {
        let loaded = SpecLoader.load(contents: Array(try Data(contentsOf: kooberSpecFile)), fileName: "Koober.json")
        let validated = try #require(loaded.spec)
        let spec = validated.spec
        var reserved = Set(GeneratedName.fixedTypes + GeneratedName.types(forModule: validated.moduleName))
        reserved.formUnion(spec.models.map(\.name.value))
        for repository in spec.repositories {
            reserved.insert(repository.name.value)
            reserved.formUnion(GeneratedName.types(forRepository: repository.name.value))
        }
        for screen in spec.screens {
            reserved.insert(screen.name.value)
            reserved.formUnion(GeneratedName.types(forScreen: screen.name.value))
        }
        for flow in spec.flows {
            reserved.formUnion(GeneratedName.types(forFlow: flow.name.value, hasParams: !flow.params.isEmpty))
        }
        reserved.formUnion(spec.events.map { GeneratedName.responder(forEvent: $0.name.value) })
        reserved.formUnion(spec.events.compactMap { $0.group.map { GeneratedName.eventEnum(forGroup: $0.value) } })
        let declaration = try Regex(#"^(?:public |@MainActor |final )*(?:class|struct|enum|protocol|typealias) (\w+)"#)
        let result = Generator.generate(validated, options: GenerationOptions(architecture: architecture))
        var declared = 0
        for file in result.files {
            for line in file.contents.split(separator: "\n") {
                guard let match = line.firstMatch(of: declaration), let name = match.output[1].substring else {
                    continue
                }
                declared += 1
                #expect(
                    reserved.contains(String(name)), "\(file.path) declares \(name), which validation does not reserve")
            }
        }
        #expect(declared > 40, "the declarations were not found")
    }
}
