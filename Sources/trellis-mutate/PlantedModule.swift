import Foundation

/// Where a module the harness plants in comes from: a job of a `trellis.json`, its module and the
/// folders its sources and generated tests are written to.
struct PlantedModule {
    let module: String
    let sources: URL
    let tests: URL

    /// The jobs of the spec named `spec` (`Library` for `Library/Library.json` or
    /// `GeneratedExample/Library.json`), by architecture: the goldens' `Tests/Golden/trellis.json`
    /// first, then the repository's own (GeneratedExample). Nil when neither file can be read.
    static func jobs(of spec: String, in repository: URL) -> [String: PlantedModule]? {
        let configurations = [repository.appendingPathComponent("Tests/Golden"), repository]
        var readAny = false
        for folder in configurations {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("trellis.json").path),
                let configuration = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let jobs = configuration["jobs"] as? [[String: String]]
            else { continue }
            readAny = true
            var modules: [String: PlantedModule] = [:]
            for job in jobs where job["spec"].map({ ($0 as NSString).lastPathComponent == "\(spec).json" }) == true {
                guard let architecture = job["architecture"], let module = job["module"], let output = job["output"],
                    let tests = job["tests"]
                else { continue }
                modules[architecture] = PlantedModule(
                    module: module, sources: folder.appendingPathComponent(output),
                    tests: folder.appendingPathComponent(tests))
            }
            if !modules.isEmpty { return modules }
        }
        return readAny ? [:] : nil
    }
}
