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

/// Namer computes every name the generated code derives from the spec; validation
/// reserves what it computes.
@Suite struct GeneratedNameTests {
    @Test func derivesEachNameFromTheSpecsName() {
        #expect(Namer.viewModel(forScreen: "PickMeUp") == "PickMeUpViewModel")
        #expect(Namer.viewModelProperty(forScreen: "PickMeUp") == "pickMeUpViewModel")
        #expect(Namer.makeViewModel(forScreen: "PickMeUp") == "makePickMeUpViewModel")
        #expect(Namer.screenCase("URLPreview") == "urlPreview")
        #expect(Namer.responder(forEvent: "signedIn") == "SignedInResponder")
        #expect(Namer.closureProperty(forEvent: "signedIn") == "onSignedIn")
        #expect(Namer.willSend(forAction: "select") == "willSelect")
        #expect(Namer.dependencyProperty(forRepository: "URLRepository") == "urlRepository")
        #expect(Namer.stub(forRepository: "URLRepository") == "URLRepositoryStub")
        #expect(Namer.eventEnum(forGroup: "Chat") == "ChatEvent")
    }

    /// Every type the Koober module declares, in each architecture and in its tests, is a name
    /// from the spec or one the architecture says it declares (and so one validation reserves).
    @Test(arguments: Architecture.allCases)
    func everyGeneratedTypeIsReserved(_ architecture: Architecture) throws {
        let loaded = Pipeline.validate(Array(try Data(contentsOf: kooberSpecFile)), fileName: "Koober.json")
        let validated = try #require(loaded.spec)
        let spec = validated.spec
        let declared = architecture.generator.declaredTypes(for: spec)
        var reserved = Set(declared.module(validated.moduleName))
        reserved.formUnion(spec.models.map(\.name.value))
        for repository in spec.repositories {
            reserved.insert(repository.name.value)
            reserved.formUnion(declared.repository(repository))
        }
        for screen in spec.screens { reserved.formUnion(declared.screen(screen)) }
        for flow in spec.flows { reserved.formUnion(declared.flow(flow)) }
        for event in spec.events {
            reserved.formUnion(declared.event(event))
            if let group = event.group { reserved.formUnion(declared.group(group.value)) }
        }
        let declaration = try Regex(
            #"^(?:public |@MainActor |final |nonisolated )*(?:class|struct|enum|protocol|typealias) (\w+)"#)
        let result = Pipeline.generate(validated, options: GenerationOptions(architecture: architecture))
        var declarations = 0
        for file in result.files {
            for line in file.contents.split(separator: "\n") {
                guard let match = line.firstMatch(of: declaration), let name = match.output[1].substring else {
                    continue
                }
                declarations += 1
                #expect(
                    reserved.contains(String(name)), "\(file.path) declares \(name), which validation does not reserve")
            }
        }
        #expect(declarations > 40, "the declarations were not found")
    }
}
