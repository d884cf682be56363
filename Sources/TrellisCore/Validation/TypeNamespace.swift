/// Names already taken in one namespace, with who took them, so a clash names both sides.
struct TypeNamespace {
    /// Who took a name: described only when a clash is reported (a spec of thousands of
    /// screens claims tens of thousands of names, and clashes are few).
    enum Owner {
        case described(String)
        /// An entry of the spec: `model "Item"`.
        case entry(kind: String, name: String)
        /// A type the generated code declares for an entry of the spec.
        case generated(type: String, kind: String, entry: String)

        var description: String {
            switch self {
            case .described(let text): text
            case .entry(let kind, let name): "\(kind) \"\(name)\""
            case .generated(let type, let kind, let entry): "the type \"\(type)\" generated for \(kind) \"\(entry)\""
            }
        }

        var isGenerated: Bool {
            if case .generated = self { return true }
            return false
        }
    }

    private var owners: [String: (owner: Owner, origin: Origin)] = [:]
    /// Whether two of the spec's own names clashing is reported (an architecture's check leaves
    /// them to the validator, which reports them once).
    private let reportsClashesBetweenSpecNames: Bool

    init(reportsClashesBetweenSpecNames: Bool = true, capacity: Int = 0) {
        self.reportsClashesBetweenSpecNames = reportsClashesBetweenSpecNames
        owners.reserveCapacity(capacity)
    }

    /// Takes `name` for `owner`, a name the spec gives, or reports that it was taken; returns
    /// whether it was free.
    @discardableResult
    mutating func claim(
        _ name: String, by owner: String, at origin: Origin, _ diagnostics: inout DiagnosticCollector
    ) -> Bool {
        claim(name, by: .described(owner), at: origin, &diagnostics)
    }

    /// Takes the name of an entry of the spec, or reports that it was taken.
    mutating func claimEntry(
        _ name: String, kind: String, at origin: Origin, _ diagnostics: inout DiagnosticCollector
    ) {
        claim(name, by: .entry(kind: kind, name: name), at: origin, &diagnostics)
    }

    /// Takes the name of a type the generated code declares for an entry of the spec, or reports
    /// that it was taken.
    mutating func claimGenerated(
        _ type: String, forThe kind: String, _ entry: String, at origin: Origin,
        _ diagnostics: inout DiagnosticCollector
    ) {
        claim(type, by: .generated(type: type, kind: kind, entry: entry), at: origin, &diagnostics)
    }

    /// Who took `name`, if anyone did.
    func owner(of name: String) -> String? {
        owners[name]?.owner.description
    }

    @discardableResult
    private mutating func claim(
        _ name: String, by owner: Owner, at origin: Origin, _ diagnostics: inout DiagnosticCollector
    ) -> Bool {
        guard let first = owners[name] else {
            owners[name] = (owner, origin)
            return true
        }
        guard owner.isGenerated || first.owner.isGenerated || reportsClashesBetweenSpecNames else { return false }
        let place = "\(first.origin.location), \(first.origin.path)"
        let (claimer, holder) = (owner.description, first.owner.description)
        let message =
            claimer == holder
            ? "\(claimer) is declared twice (first at \(place))"
            : "\(claimer) clashes with \(holder) (declared at \(place))"
        diagnostics.error(message, at: origin)
        return false
    }
}
