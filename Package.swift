// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "trellis", targets: ["trellis"]),
        .library(name: "TrellisCore", targets: ["TrellisCore"]),
    ],
    targets: [
        // The generator pipeline: spec file → parsed spec → validated spec → context → rendered files.
        .target(name: "TrellisCore"),
        // Command-line parsing and the commands; the only place that reads and writes files.
        .target(name: "TrellisCLI", dependencies: ["TrellisCore"]),
        .executableTarget(name: "trellis", dependencies: ["TrellisCLI"]),
        .testTarget(name: "TrellisCoreTests", dependencies: ["TrellisCore"]),
        .testTarget(name: "TrellisCLITests", dependencies: ["TrellisCLI"]),
    ]
)
