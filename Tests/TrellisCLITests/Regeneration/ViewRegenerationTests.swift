import Foundation
import Testing
import TrellisCore
import TrellisFuzzing

/// The user's `<Screen>View` survives regeneration like an `+Actions` file, and a state entry
/// removed from the spec becomes a compile error where the user's view used its part: the
/// module is type-checked with swiftc against the stand-in SwiftUI and UIKit, in every
/// architecture.
@Suite struct ViewRegenerationTests {
    static let spec = """
        {
          "specVersion": 1,
          "module": "Login",
          "events": ["signedIn"],
          "screens": [
            {
              "name": "SignIn",
              "state": [{ "name": "email", "type": "String", "input": true }, "message: String?"],
              "actions": [{ "name": "submit", "emits": "signedIn" }],
              "emits": ["signedIn"]
            },
            { "name": "Home" }
          ],
          "flows": [{ "name": "Main", "start": "SignIn", "routes": [{ "on": "signedIn", "push": "Home" }] }]
        }
        """

    /// The user's layout: the default view's email field and submit button, and a title of its own.
    static let userBody = """
                    VStackFree(
                        email: SignInDefaultView(viewModel: viewModel).emailField,
                        submit: SignInDefaultView(viewModel: viewModel).submitButton)
        """

    @Test(arguments: Architecture.allCases)
    func theUsersViewIsKeptAndARemovedEntryBreaksTheBuildWhereItWasUsed(_ architecture: Architecture) async throws {
        let standIns = try StandInModules.built.get()
        let scratch = try ScratchDirectory()
        try scratch.write(Self.spec, to: "Login.json")
        let generate = [
            "generate", "Login.json", "--output", "Sources", "--architecture", architecture.rawValue, "--views",
            "swiftui",
        ]
        #expect(await scratch.run(generate).status == .success)
        let userView =
            architecture == .eventDriven ? "Sources/Screens/SignIn/SignInView.swift" : "Sources/Views/SignInView.swift"
        let generated = try scratch.read(userView)
        let mine = generated.replacingOccurrences(
            of: "            SignInDefaultView(viewModel: viewModel)\n", with: Self.userBody + "\n")
        #expect(mine != generated, "the test's edit applies")
        try scratch.write(mine + Self.layoutHelper, to: userView)
        let first = try typeCheck(scratch, standIns)
        #expect(first.isEmpty, "the user's layout builds: \(first.joined(separator: "\n"))")

        // The spec drops `email` and gains `remember`.
        try scratch.write(
            Self.spec.replacingOccurrences(
                of: #"{ "name": "email", "type": "String", "input": true }"#,
                with: #"{ "name": "remember", "type": "Bool", "input": true }"#), to: "Login.json")
        let second = await scratch.run(generate)
        #expect(second.status == .success, "\(second.errors)")
        #expect(try scratch.read(userView) == mine + Self.layoutHelper, "the user's view is kept as it is")
        let defaultView = try scratch.read(userView.replacingOccurrences(of: "SignInView", with: "SignInDefaultView"))
        #expect(defaultView.contains("public var rememberToggle: some View"))
        #expect(!defaultView.contains("emailField"))
        let problems = try typeCheck(scratch, standIns)
        let line =
            try #require(
                mine.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(".emailField") })
            + 1
        #expect(
            problems.contains { $0.contains("SignInView.swift:\(line):") && $0.contains("has no member 'emailField'") },
            "\(problems.joined(separator: "\n"))")
        #expect(problems.count == 1, "only the user's use of the removed part: \(problems.joined(separator: "\n"))")
    }

    /// A view of the user's that takes the parts it lays out.
    static let layoutHelper = """

        #if canImport(SwiftUI)
            import SwiftUI

            struct VStackFree<Email: View, Submit: View>: View {
                let email: Email
                let submit: Submit

                var body: some View {
                    Form {
                        email
                        submit
                    }
                }
            }
        #endif

        """

    /// The compiler's errors for the module's sources, against the stand-ins.
    private func typeCheck(_ scratch: ScratchDirectory, _ standIns: StandInModules) throws -> [String] {
        let sources = scratch.listing().filter { $0.hasPrefix("Sources/") && $0.hasSuffix(".swift") }
        return GeneratedModuleTypeCheck.swiftc(
            [
                "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-module-name", "Login", "-I",
                standIns.folder.path, "-typecheck",
            ] + sources.map { scratch.url.appendingPathComponent($0).path }, in: scratch.url)
    }
}
