/// Where a module's navigation runtime comes from (`NavigationState`, and mvvm-c's
/// `FlowNavigation`): the same compiled Swift either way, from Trellis's `TrellisRuntime`.
public enum RuntimeSource: String, CaseIterable, Hashable, Sendable {
    /// Copied into the module, as generated files that regeneration updates: the module builds
    /// alone, with nothing to depend on. The default.
    case embedded
    /// Imported from the Trellis package's `TrellisRuntime` library product, which the module's
    /// target depends on: an app of many modules builds it once, and the module re-exports it.
    case library
}
