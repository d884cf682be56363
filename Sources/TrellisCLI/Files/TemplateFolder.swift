import TrellisCore

/// Reads a folder of user templates: every `.mustache` file, keyed by its relative path.
enum TemplateFolder {
    static func load(_ folder: URL, shownAs name: String) throws -> [String: TemplateSource] {
        guard FileIO.isDirectory(folder) == true else {
            throw CommandFailure(message: "templates folder '\(name)' does not exist")
        }
        let files: [String]
        do {
            files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        } catch {
            throw CommandFailure(message: "cannot list the templates folder '\(name)': \(error.reason)")
        }
        var sources: [String: TemplateSource] = [:]
        for relative in files.sorted() {
            let url = folder.appending(path: relative, directoryHint: .notDirectory)
            guard url.pathExtension == "mustache", FileIO.isDirectory(url) == false else { continue }
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                throw CommandFailure(message: "cannot read template '\(name)/\(relative)' as UTF-8")
            }
            sources[relative] = TemplateSource(
                text: text, displayName: name.hasSuffix("/") ? name + relative : "\(name)/\(relative)")
        }
        return sources
    }
}
