extension SpecValidator {
    /// `renamedFrom`: an old name of the entry's kind and form, gone from the spec (the entry
    /// cannot still be there under it), and claimed by one entry only.
    mutating func checkRenames() {
        var claimed: [String: RenameSpec] = [:]
        for rename in spec.renames {
            let kind = rename.kind.rawValue
            switch rename.kind {
            case .model, .repository, .screen, .flow: checkTypeName(rename.old, kind: "renamedFrom: \(kind)")
            case .event, .action: checkMemberName(rename.old, kind: "renamedFrom: \(kind)")
            }
            if rename.old.value == rename.new.value {
                diagnostics.error(
                    "renamedFrom names the \(kind) itself; give the name it had before, or remove the key",
                    at: rename.old.origin)
                continue
            }
            if namesOfKind(rename).contains(rename.old.value) {
                diagnostics.error(
                    "renamedFrom: the spec still has \(article(kind)) \(kind) \(rename.old.quoted); a renamed entry's old name must be gone",
                    at: rename.old.origin)
                continue
            }
            let key = "\(kind) \(rename.screen ?? "") \(rename.old.value)"
            if let earlier = claimed[key] {
                diagnostics.error(
                    "renamedFrom: \(rename.old.quoted) is given as the old name of \(earlier.new.quoted) already",
                    at: rename.old.origin)
                continue
            }
            claimed[key] = rename
        }
    }

    /// The names the spec gives entries of the rename's kind now (an action's: its screen's actions).
    private func namesOfKind(_ rename: RenameSpec) -> Set<String> {
        switch rename.kind {
        case .model: Set(spec.models.map(\.name.value))
        case .repository: Set(spec.repositories.map(\.name.value))
        case .event: Set(spec.events.map(\.name.value))
        case .screen: Set(spec.screens.map(\.name.value))
        case .flow: Set(spec.flows.map(\.name.value))
        case .action:
            Set(spec.screens.first { $0.name.value == rename.screen }?.actions.map(\.name.value) ?? [])
        }
    }

    private func article(_ kind: String) -> String {
        kind.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }
}
