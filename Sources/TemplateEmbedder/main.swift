import Foundation

// Writes a Swift file holding every file of a templates folder as a string, so the
// `trellis` binary carries its templates with it. Run by the EmbedTemplates build plugin:
// TemplateEmbedder TEMPLATES_FOLDER OUTPUT_FILE

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: TemplateEmbedder TEMPLATES_FOLDER OUTPUT_FILE\n".utf8))
    exit(2)
}
let folder = URL(fileURLWithPath: arguments[1]).standardizedFileURL
let output = URL(fileURLWithPath: arguments[2])

var files: [(path: String, text: String)] = []
let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
while let url = enumerator?.nextObject() as? URL {
    guard url.pathExtension == "mustache",
        (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
    else { continue }
    let relative = String(url.standardizedFileURL.path.dropFirst(folder.path.count + 1))
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
        FileHandle.standardError.write(Data("error: \(url.path) is not UTF-8\n".utf8))
        exit(1)
    }
    files.append((relative, text))
}
files.sort { $0.path < $1.path }

/// A raw string literal for `text`, with enough `#` that nothing inside ends it.
func rawLiteral(_ text: String) -> String {
    var hashes = "#"
    while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
    return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
}

var source = """
    // Generated at build time from the Templates folder by the EmbedTemplates plugin.

    enum EmbeddedTemplates {
        /// Template files by their path inside the Templates folder.
        static let files: [String: String] = [

    """
for file in files {
    source += "\"\(file.path)\": \(rawLiteral(file.text)),\n"
}
source += "]\n}\n"
do {
    try Data(source.utf8).write(to: output, options: .atomic)
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(output.path): \(error)\n".utf8))
    exit(1)
}
