/// The files of a module that uses the `TrellisRuntime` library instead of a copy of the runtime:
/// none of the runtime's own (its sources, and its tests, which the library runs itself), and one
/// that imports the library in their place.
enum RuntimeFilePlan {
    /// The templates that write the runtime as it is.
    static let runtimeTemplates: Set<String> = [
        "common/NavigationState.swift", "mvvm-c/Coordinator.swift", "common/tests/NavigationStateTests.swift",
        "views/tests/SystemNavigationTests.swift",
    ]

    /// `files` for a module whose runtime comes from `source`: as they are when it is embedded,
    /// or when the module has no flows and needs no runtime.
    static func files(_ files: [PlannedFile], runtime source: RuntimeSource) -> [PlannedFile] {
        guard source == .library else { return files }
        let kept = files.filter { !runtimeTemplates.contains($0.template) }
        guard kept.count < files.count else { return files }
        var plan = FilePlanBuilder()
        plan.add("common/TrellisRuntime.swift", .sources, Namer.runtimeImportFile)
        return plan.files + kept
    }
}
