/// Everything a module's files are generated from, as one hash: the spec's bytes and the name
/// it is shown by, the options, the user templates, whether tests are written, the view layer, and the
/// generator itself (its templates and sources, hashed at build time). Generation is
/// deterministic, so a run whose fingerprint is the one the manifest recorded would render
/// exactly the manifest's bases: it need not render at all (`RegenerationPlanner.planUnchanged`).
public enum GenerationInputs {
    public static func fingerprint(spec: [UInt8], specFile: String, options: GenerationOptions) -> String {
        var hash = FNV1a64()
        hash.addField(EmbeddedTemplates.generatorFingerprint.utf8)
        hash.addField(specFile.utf8)
        hash.addField(spec)
        hash.addField((options.architecture?.rawValue ?? "").utf8)
        hash.addField((options.swiftModule ?? "").utf8)
        hash.addField((options.writesTests ? "tests" : "").utf8)
        hash.addField(options.views.rawValue.utf8)
        hash.addField(options.runtime.rawValue.utf8)
        for (path, source) in options.templateOverrides.sorted(by: { $0.key < $1.key }) {
            hash.addField(path.utf8)
            hash.addField(source.text.utf8)
        }
        return hash.text
    }
}
