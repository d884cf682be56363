extension SpecValidator {
    /// A repository's stub (in every architecture's tests) has, per method, the method,
    /// `<method>Result` and `<method>Calls`: none may take another's name.
    mutating func checkStubMembers() {
        for repository in spec.repositories {
            var members = TypeNamespace()
            let stub = "the stub of repository \(repository.name.quoted)"
            var seen: Set<String> = []
            for method in repository.methods where seen.insert(method.name.value).inserted {
                members.claim(
                    method.name.value, by: "method \(method.name.quoted)", at: method.name.origin, &diagnostics)
            }
            for method in repository.methods where seen.remove(method.name.value) != nil {
                for property in [
                    Namer.stubResult(forMethod: method.name.value), Namer.stubCalls(forMethod: method.name.value),
                ] {
                    members.claim(
                        property, by: "the property \"\(property)\" that method \(method.name.quoted) gives \(stub)",
                        at: method.name.origin, &diagnostics)
                }
            }
        }
    }
}
