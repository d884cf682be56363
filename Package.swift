// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "trellis", targets: ["trellis"]),
        .library(name: "TrellisCore", targets: ["TrellisCore"]),
        .library(name: "Mustache", targets: ["Mustache"]),
    ],
    targets: [
        // A logic-less Mustache engine (the official spec, with inheritance), for rendering templates.
        .target(name: "Mustache"),
        // The generator pipeline: spec file → parsed spec → validated spec → context → rendered files.
        .target(name: "TrellisCore", dependencies: ["Mustache"], plugins: ["EmbedTemplates"]),
        // Embeds Templates/ in TrellisCore at build time.
        .executableTarget(name: "TemplateEmbedder"),
        .plugin(
            name: "EmbedTemplates", capability: .buildTool(), dependencies: ["TemplateEmbedder"],
            path: "Sources/EmbedTemplatesPlugin"),
        // Command-line parsing and the commands; the only place that reads and writes files.
        .target(name: "TrellisCLI", dependencies: ["TrellisCore", "Mustache"]),
        .executableTarget(name: "trellis", dependencies: ["TrellisCLI"]),
        // `swift run -c release MustacheBenchmark` prints the render time on the shared benchmark.
        .executableTarget(name: "MustacheBenchmark", dependencies: ["Mustache"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"]),
        .testTarget(name: "TrellisCoreTests", dependencies: ["TrellisCore"]),
        .testTarget(name: "TrellisCLITests", dependencies: ["TrellisCLI"]),
    ]
)
