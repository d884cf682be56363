import Foundation
import Mustache

/// The last stages of the pipeline: validated spec → context → rendered files. Pure: it
/// reads nothing and writes nothing.
public enum Generator {
    /// The architectures that can be generated today.
    public static let supportedArchitectures: [Architecture] = [.mvvmC, .mvvm]

    /// Renders every file of the module.
    public static func generate(_ spec: ValidatedSpec, options: GenerationOptions = GenerationOptions())
        -> GenerationResult
    {
        let architecture = options.architecture ?? spec.architecture ?? .mvvmC
        guard supportedArchitectures.contains(architecture) else {
            let message =
                "the \(architecture.rawValue) architecture cannot be generated yet; choose one of: "
                + supportedArchitectures.map(\.rawValue).joined(separator: ", ")
            return GenerationResult(
                files: [],
                diagnostics: [
                    Diagnostic(
                        severity: .error, file: spec.fileName, location: nil, path: "architecture", message: message)
                ])
        }
        let (templates, templateDiagnostics) = TemplateSet.make(overrides: options.templateOverrides)
        guard let templates else { return GenerationResult(files: [], diagnostics: templateDiagnostics) }
        let context = moduleContext(spec, options: options, architecture: architecture)
        let root: MustacheValue
        do {
            root = try MustacheValue(encoding: context)
        } catch {
            // The context is plain structs of strings, numbers, booleans and arrays; say so
            // rather than render templates with nothing.
            let failure = Diagnostic(
                severity: .error, file: spec.fileName, location: nil, path: nil,
                message: "the template context could not be built: \(error)")
            return GenerationResult(files: [], diagnostics: templateDiagnostics + [failure])
        }
        var files: [GeneratedFile] = []
        var diagnostics = templateDiagnostics  // warnings about user templates

        for planned in FilePlan.files(for: context, architecture: architecture) {
            guard let template = templates.library.template(named: planned.template) else {
                diagnostics.append(
                    Diagnostic(
                        severity: .error, file: planned.template, location: nil, path: nil,
                        message: "template \"\(planned.template).mustache\" is missing"))
                continue
            }
            var fileContext = root
            if let subject = planned.subject, case .object(var members) = root,
                case .array(let list)? = members[subject.list], subject.index < list.count
            {
                members[subject.key] = list[subject.index]
                fileContext = .object(members)
            }
            do {
                let rendered = try template.render(fileContext, partials: templates.library, escaping: .none)
                let contents = planned.path.hasSuffix(".swift") ? SwiftLineWrapper.wrap(rendered) : rendered
                files.append(
                    GeneratedFile(root: planned.root, path: planned.path, owner: planned.owner, contents: contents))
            } catch {
                diagnostics.append(
                    Diagnostic(error))
            }
        }
        return GenerationResult(files: diagnostics.containsErrors ? [] : files, diagnostics: diagnostics)
    }

    /// The context templates see, as JSON with sorted keys (`trellis context`).
    public static func contextJSON(_ spec: ValidatedSpec, options: GenerationOptions = GenerationOptions()) -> String {
        let architecture = options.architecture ?? spec.architecture ?? .mvvmC
        let context = moduleContext(spec, options: options, architecture: architecture)
        return String(decoding: encoded(context), as: UTF8.self) + "\n"
    }

    static func moduleContext(_ spec: ValidatedSpec, options: GenerationOptions, architecture: Architecture)
        -> ModuleContext
    {
        ContextBuilder(spec: spec, architecture: architecture).module(
            swiftModule: options.swiftModule ?? spec.moduleName, specFile: spec.fileName.lastPathComponent)
    }

    private static func encoded(_ context: ModuleContext) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        // Encoding plain structs of strings, booleans and arrays cannot fail.
        return (try? encoder.encode(context)) ?? Data("{}".utf8)
    }
}

extension String {
    /// The last component of a `/`-separated path.
    var lastPathComponent: String {
        split(separator: "/").last.map(String.init) ?? self
    }
}
