import Foundation
import TrellisCore

/// Reads a folder of user templates: every `.mustache` file, keyed by its relative path.
enum TemplateFolder {
    static func load(_ folder: URL, shownAs name: String) throws -> [String: TemplateSource] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw CommandFailure(message: "templates folder '\(name)' does not exist")
        }
        var sources: [String: TemplateSource] = [:]
        let root = folder.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "mustache" else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.count + 1))
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                throw CommandFailure(message: "cannot read template '\(name)/\(relative)' as UTF-8")
            }
            sources[relative] = TemplateSource(
                text: text, displayName: name.hasSuffix("/") ? name + relative : "\(name)/\(relative)")
        }
        return sources
    }
}
