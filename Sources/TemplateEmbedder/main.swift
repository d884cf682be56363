import Foundation

// Writes a Swift file holding every file of a templates folder (and the runtime's sources) as a string, so the
// `trellis` binary carries its templates with it, and a fingerprint of the generator: a hash
// of the templates and of the generator's sources. Run by the EmbedTemplates build plugin:
// TemplateEmbedder PACKAGE_FOLDER TEMPLATES_FOLDER OUTPUT_FILE [SOURCE_FILE…]

let arguments = CommandLine.arguments
guard arguments.count >= 4 else {
    FileHandle.standardError.write(
        Data("usage: TemplateEmbedder PACKAGE_FOLDER TEMPLATES_FOLDER OUTPUT_FILE [SOURCE_FILE…]\n".utf8))
    exit(2)
}
let package = URL(fileURLWithPath: arguments[1]).standardizedFileURL.path
let folder = URL(fileURLWithPath: arguments[2]).standardizedFileURL
let output = URL(fileURLWithPath: arguments[3])

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

// The runtime every module carries, compiled and tested in the package, as partials named
// `runtime/NAME`, `runtime/support/NAME` (what its tests use) and `runtime/tests/NAME`: each file without its leading imports (the template
// that writes it gives the module's), and with no `{{`, so that it renders as it is.
for (folder, prefix) in [
    ("Sources/TrellisRuntime", "runtime/"), ("Sources/TrellisTestSupport", "runtime/support/"),
    ("Tests/TrellisRuntimeTests", "runtime/tests/"),
] {
    let url = URL(fileURLWithPath: package).appending(path: folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    for name in names where name.hasSuffix(".swift") {
        guard let text = try? String(contentsOf: url.appending(path: name), encoding: .utf8) else {
            FileHandle.standardError.write(Data("error: \(folder)/\(name) is not UTF-8\n".utf8))
            exit(1)
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        while let first = lines.first,
            first.isEmpty || first.hasPrefix("import ") || first.hasPrefix("@testable import ")
        {
            lines.removeFirst()
        }
        let body = lines.joined(separator: "\n")
        guard !body.contains("{{") else {
            FileHandle.standardError.write(
                Data("error: \(folder)/\(name) holds {{, which would render as a tag\n".utf8))
            exit(1)
        }
        files.append((prefix + name.dropLast(".swift".count) + ".mustache", body))
    }
}
files.sort { $0.path < $1.path }

// The sources by their path in the package, so that the fingerprint is the same in any clone.
var sources: [(path: String, bytes: [UInt8])] = []
for path in arguments.dropFirst(4) {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    guard let data = try? Data(contentsOf: url) else {
        FileHandle.standardError.write(Data("error: cannot read \(url.path)\n".utf8))
        exit(1)
    }
    let relative = url.path.hasPrefix(package + "/") ? String(url.path.dropFirst(package.count + 1)) : url.path
    sources.append((relative, Array(data)))
}
sources.sort { $0.path < $1.path }

/// FNV-1a, 64 bits, over each path and its bytes, each followed by a zero byte.
func mix(_ bytes: some Sequence<UInt8>, into hash: inout UInt64) {
    for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
    }
    hash = hash &* 0x0000_0100_0000_01b3  // the zero byte: XOR with it changes nothing
}
var fingerprint: UInt64 = 0xcbf2_9ce4_8422_2325
for file in files {
    mix(file.path.utf8, into: &fingerprint)
    mix(file.text.utf8, into: &fingerprint)
}
for source in sources {
    mix(source.path.utf8, into: &fingerprint)
    mix(source.bytes, into: &fingerprint)
}

/// A raw string literal for `text`, with enough `#` that nothing inside ends it.
func rawLiteral(_ text: String) -> String {
    var hashes = "#"
    while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
    return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
}

var source = """
    // Generated at build time from the Templates folder by the EmbedTemplates plugin.

    enum EmbeddedTemplates {
        /// A hash of the templates and of the generator's sources: two builds with the same one
        /// generate the same files from the same spec.
        static let generatorFingerprint = "\(String(fingerprint, radix: 16))"

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
