// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// The example modules Trellis generates build like any user's would: with warnings as errors,
/// and with `TRELLIS_DEFAULT_ISOLATION=MainActor` as an Xcode 26 app target builds them (CI builds
/// them both ways).
let generatedCodeSettings: [SwiftSetting] = [
    .unsafeFlags(
        ["-warnings-as-errors"]
            + (ProcessInfo.processInfo.environment["TRELLIS_DEFAULT_ISOLATION"].map { ["-default-isolation", $0] } ?? [])
    )
]

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "trellis", targets: ["trellis"]),
        .library(name: "TrellisCore", targets: ["TrellisCore"]),
        .library(name: "Mustache", targets: ["Mustache"]),
        // The navigation runtime, for modules generated with `"runtime": "library"`.
        .library(name: "TrellisRuntime", targets: ["TrellisRuntime"]),
        // `swift package --allow-writing-to-package-directory trellis` in a package that depends on Trellis.
        .plugin(name: "TrellisCommandPlugin", targets: ["TrellisCommandPlugin"]),
    ],
    targets: [
        // A logic-less Mustache engine (the official spec, with inheritance), for rendering templates.
        .target(name: "Mustache"),
        // The generator pipeline: spec file → parsed spec → validated spec → context → rendered files.
        .target(name: "TrellisCore", dependencies: ["Mustache"], plugins: ["EmbedTemplates"]),
        // What every generated module carries, as compiled and tested Swift: the generator embeds
        // these files and writes them into each module verbatim (Templates/common names where),
        // or a module imports the library. No unsafe flags, so any package can depend on it: the
        // copies in the goldens and examples build with warnings as errors, in both isolations.
        .target(name: "TrellisRuntime"),
        // What modules' tests carry: the seeded walks over their flows and, on Linux, over the
        // view layer run headless on the stand-ins.
        .target(
            name: "TrellisTestSupport", dependencies: ["TrellisRuntime"] + viewTestDependencies,
            swiftSettings: viewTestSettings),
        .testTarget(name: "TrellisRuntimeTests", dependencies: ["TrellisRuntime", "TrellisTestSupport"]),
        // Embeds Templates/ in TrellisCore at build time.
        .executableTarget(name: "TemplateEmbedder"),
        .plugin(
            name: "EmbedTemplates", capability: .buildTool(), dependencies: ["TemplateEmbedder"],
            path: "Sources/EmbedTemplatesPlugin"),
        // Command-line parsing and the commands; the only place that reads and writes files.
        .target(name: "TrellisCLI", dependencies: ["TrellisCore", "Mustache"]),
        .executableTarget(name: "trellis", dependencies: ["TrellisCLI", "MallocArenas"]),
        // C, for the one allocator setting Swift cannot reach (see its header).
        .target(name: "MallocArenas"),
        // Runs the jobs of the package's trellis.json with the trellis tool.
        .plugin(
            name: "TrellisCommandPlugin",
            capability: .command(
                intent: .custom(verb: "trellis", description: "Generate the modules listed in trellis.json"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "Trellis writes the generated sources and tests of trellis.json's jobs")
                ]), dependencies: ["trellis"], path: "Sources/TrellisCommandPlugin"),
        // `swift run -c release MustacheBenchmark` prints the render time on the shared benchmark.
        .executableTarget(name: "MustacheBenchmark", dependencies: ["Mustache"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"], exclude: ["Fixtures"]),
        .testTarget(name: "TrellisCoreTests", dependencies: ["TrellisCore", "Mustache"]),
        // Structured mutations of valid specs, and the rules each derived spec must keep.
        .target(name: "TrellisFuzzing", dependencies: ["TrellisCore", "TrellisCLI"]),
        // `swift run -c release trellis-fuzz --cases 100000 --seed 7`: the long fuzzing run.
        .executableTarget(name: "trellis-fuzz", dependencies: ["TrellisFuzzing", "TrellisCore"]),
        .testTarget(name: "TrellisCLITests", dependencies: ["TrellisCLI", "TrellisFuzzing"]),
        // `swift run -c release trellis-benchmark`: generation at 100, 1,000 and 3,000 screens
        // against copying its output.
        .executableTarget(name: "trellis-benchmark", dependencies: ["TrellisCLI", "MallocArenas"]),
        // `swift run -c release trellis-mutate`: design bugs planted in the Library golden, one at
        // a time, each built and run against its generated tests (a long job, like the fuzzer).
        .executableTarget(name: "trellis-mutate"),
        // `swift run -c release EventRouterBenchmark`: the generated event router's cost per event
        // against a hand-written dispatch of the same work (SpeedAtScale.md).
        .executableTarget(name: "EventRouterBenchmark", dependencies: ["ChatEventDriven"]),
        // GeneratedExample: Koober (GeneratedExample/Koober.json) generated by `trellis generate`
        // from trellis.json, with hand-written logic in its +Actions files and hand-written tests.
        .target(
            name: "KooberMVVMC", dependencies: viewLayerDependencies, path: "GeneratedExample/KooberMVVMC/Sources",
            swiftSettings: generatedCodeSettings),
        .testTarget(
            name: "KooberMVVMCTests", dependencies: ["KooberMVVMC"] + viewTestDependencies,
            path: "GeneratedExample/KooberMVVMC/Tests",
            swiftSettings: viewTestSettings),
        // The same spec generated as MVVM with model-driven navigation.
        .target(
            name: "KooberMVVM", dependencies: viewLayerDependencies, path: "GeneratedExample/KooberMVVM/Sources",
            swiftSettings: generatedCodeSettings),
        .testTarget(
            name: "KooberMVVMTests", dependencies: ["KooberMVVM"] + viewTestDependencies,
            path: "GeneratedExample/KooberMVVM/Tests",
            swiftSettings: viewTestSettings),
        // And as static event-driven MVVM: one spec, three architectures.
        .target(
            name: "KooberEventDriven", dependencies: viewLayerDependencies,
            path: "GeneratedExample/KooberEventDriven/Sources", swiftSettings: generatedCodeSettings),
        .testTarget(
            name: "KooberEventDrivenTests", dependencies: ["KooberEventDriven"] + viewTestDependencies,
            path: "GeneratedExample/KooberEventDriven/Tests", swiftSettings: viewTestSettings),
        // A chat app, event-driven: a chatbot answers through the router, as a socket would.
        .target(
            name: "ChatEventDriven", dependencies: viewLayerDependencies,
            path: "GeneratedExample/ChatEventDriven/Sources",
            // A release build keeps its internals visible to EventRouterBenchmark's hand-written
            // dispatch, which reuses the screens' own builders and reactions.
            swiftSettings: generatedCodeSettings + [.unsafeFlags(["-enable-testing"], .when(configuration: .release))]),
        .testTarget(
            name: "ChatEventDrivenTests", dependencies: ["ChatEventDriven"] + viewTestDependencies,
            path: "GeneratedExample/ChatEventDriven/Tests", swiftSettings: viewTestSettings),
        // A gardener's app, mvvm-c: a tab bar, an alert, a confirmation dialog, a full-screen
        // cover and a sheet of two heights (the only architecture that generates tab bars yet).
        .target(
            name: "GardenMVVMC", dependencies: viewLayerDependencies, path: "GeneratedExample/GardenMVVMC/Sources",
            swiftSettings: generatedCodeSettings),
        .testTarget(
            name: "GardenMVVMCTests", dependencies: ["GardenMVVMC"] + viewTestDependencies,
            path: "GeneratedExample/GardenMVVMC/Tests", swiftSettings: viewTestSettings),
    ] + goldenTargets
)

#if os(Linux)
    // Stand-ins for Apple's UIKit and SwiftUI, which Linux lacks: the part of their API generated
    // views use, with the SDK's signatures and isolation, so views type-check here as on a Mac
    // (where the real frameworks are used). StandInTests keeps them honest.
    // They keep Swift's default isolation whatever the app targets use, as Apple's frameworks do.
    let standInSettings: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
    package.targets += [
        .target(name: "UIKit", path: "Sources/StandIns/UIKit", swiftSettings: standInSettings),
        .target(
            name: "SwiftUI", dependencies: ["UIKit"], path: "Sources/StandIns/SwiftUI", swiftSettings: standInSettings),
        // Runs views headless over the stand-ins, for tests.
        .target(
            name: "ViewInspection", dependencies: ["SwiftUI", "UIKit"], path: "Sources/StandIns/ViewInspection",
            swiftSettings: standInSettings),
        // GeneratedExample's modules run headless from their roots, as a user taps them.
        .testTarget(
            name: "HeadlessJourneyTests",
            dependencies: [
                "KooberMVVM", "KooberMVVMC", "KooberEventDriven", "ChatEventDriven", "GardenMVVMC", "UIKit",
                "ViewInspection",
            ],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
        // Swift Testing declares an overlay for Apple's UIKit, which a stand-in has not.
        .testTarget(
            name: "StandInTests", dependencies: ["TrellisFuzzing", "SwiftUI", "UIKit", "ViewInspection"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
    ]
#endif

/// What a module generated with `"views": "swiftui"` builds against: on Linux the stand-ins, on a
/// Mac nothing, as the real SwiftUI and UIKit come with the SDK.
var viewLayerDependencies: [Target.Dependency] {
    #if os(Linux)
        ["SwiftUI", "UIKit"]
    #else
        []
    #endif
}

/// What the tests of a module with views build against: on Linux the inspection of the stand-ins,
/// which runs the app walk; on a Mac nothing (the walk compiles away).
var viewTestDependencies: [Target.Dependency] {
    #if os(Linux)
        ["ViewInspection", "UIKit"]
    #else
        []
    #endif
}

/// The tests of a module with views: as generated code, and on Linux without Swift Testing's
/// overlay for Apple's UIKit, which a stand-in has not.
var viewTestSettings: [SwiftSetting] {
    #if os(Linux)
        generatedCodeSettings + [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
    #else
        generatedCodeSettings
    #endif
}

/// The reference modules of the generator's golden tests: one per job of Tests/Golden/trellis.json
/// (a spec in one architecture), named by the job's `module`. Each builds with warnings as
/// errors, and its generated tests run with the rest; a job with `"runtime": "library"` depends
/// on the runtime's library product.
var goldenTargets: [Target] {
    let golden = Context.packageDirectory + "/Tests/Golden"
    guard let data = FileManager.default.contents(atPath: golden + "/trellis.json"),
        let configuration = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let jobs = configuration["jobs"] as? [[String: String]]
    else { return [] }
    return jobs.flatMap { job -> [Target] in
        guard let module = job["module"], let sources = job["output"], let tests = job["tests"] else { return [] }
        return [
            .target(
                name: module,
                dependencies: (job["views"] == "swiftui" ? viewLayerDependencies : [])
                    + (job["runtime"] == "library" ? ["TrellisRuntime"] : []),
                path: "Tests/Golden/" + sources, swiftSettings: generatedCodeSettings),
            .testTarget(
                name: module + "Tests",
                dependencies: [.target(name: module)] + (job["views"] == "swiftui" ? viewTestDependencies : []),
                path: "Tests/Golden/" + tests,
                swiftSettings: job["views"] == "swiftui" ? viewTestSettings : generatedCodeSettings),
        ]
    }
}
