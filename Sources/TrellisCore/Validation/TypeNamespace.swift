/// Names already taken in one namespace, with who took them, so a clash names both sides.
struct TypeNamespace {
    private var owners: [String: (owner: String, origin: Origin, isGenerated: Bool)] = [:]
    /// Whether two of the spec's own names clashing is reported (an architecture's check leaves
    /// them to the validator, which reports them once).
    private let reportsClashesBetweenSpecNames: Bool

    init(reportsClashesBetweenSpecNames: Bool = true) {
        self.reportsClashesBetweenSpecNames = reportsClashesBetweenSpecNames
    }

    /// Takes `name` for `owner`, a name the spec gives, or reports that it was taken; returns
    /// whether it was free.
    @discardableResult
    mutating func claim(
        _ name: String, by owner: String, at origin: Origin, _ diagnostics: inout DiagnosticCollector
    ) -> Bool {
        claim(name, by: owner, at: origin, isGenerated: false, &diagnostics)
    }

    /// Takes `name` for `owner`, a name the generated code declares, or reports that it was taken.
    mutating func claimGenerated(
        _ name: String, by owner: String, at origin: Origin, _ diagnostics: inout DiagnosticCollector
    ) {
        claim(name, by: owner, at: origin, isGenerated: true, &diagnostics)
    }

    /// Who took `name`, if anyone did.
    func owner(of name: String) -> String? {
        owners[name]?.owner
    }

    private mutating func claim(
        _ name: String, by owner: String, at origin: Origin, isGenerated: Bool,
        _ diagnostics: inout DiagnosticCollector
    ) -> Bool {
        guard let first = owners[name] else {
            owners[name] = (owner, origin, isGenerated)
            return true
        }
        guard isGenerated || first.isGenerated || reportsClashesBetweenSpecNames else { return false }
        let place = "\(first.origin.location), \(first.origin.path)"
        let message =
            first.owner == owner
            ? "\(owner) is declared twice (first at \(place))"
            : "\(owner) clashes with \(first.owner) (declared at \(place))"
        diagnostics.error(message, at: origin)
        return false
    }
}
