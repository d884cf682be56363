import Foundation
import Mustache

@testable import TrellisCore

/// A golden job's file plan as `plan.json` holds it beside `context.json`: each file's template,
/// place and owner, and its subject (a JSON pointer into the context where the context holds
/// it, else the subject itself). With the context, it is what the templates are rendered from,
/// so the goldens can be rendered again without the context builder (SwiftGen's second layer).
enum GoldenPlan {
    /// The plan of `module` as JSON, its subjects found in `context`.
    static func json(of module: PreparedModule, context: MustacheValue) throws -> String {
        var files: [MustacheValue] = []
        for planned in module.plan {
            var entry: [String: MustacheValue] = [
                "template": .string(planned.template), "root": .string(planned.root.rawValue),
                "path": .string(planned.path), "owner": .string(planned.owner.rawValue),
            ]
            if let subject = planned.subject {
                let value = try MustacheValue(encoding: subject.value)
                entry["subjectKey"] = .string(subject.key)
                if let pointer = pointer(to: value, in: context) {
                    entry["subjectPointer"] = .string(pointer)
                } else {
                    entry["subject"] = value
                }
            }
            files.append(.object(entry))
        }
        return PrettyJSON.text(of: .object(["files": .array(files)]))
    }

    /// The files `plan` (a `plan.json`) renders from `context` with the built-in templates of
    /// `architecture`, laid out as `trellis generate` lays them out.
    static func render(_ plan: MustacheValue, context: MustacheValue, architecture: Architecture) throws
        -> [GeneratedFile]
    {
        guard case .object(let members) = plan, case .array(let entries)? = members["files"],
            let templates = TemplateSet.make(overrides: [:]).0
        else { throw GoldenPlanError("not a plan") }
        let library = templates.library(forFolder: architecture.generator.templateFolder)
        return try entries.map { entry in
            guard case .object(let fields) = entry, case .string(let name)? = fields["template"],
                case .string(let rootName)? = fields["root"], let root = GeneratedFile.Root(rawValue: rootName),
                case .string(let path)? = fields["path"], case .string(let ownerName)? = fields["owner"],
                let owner = GeneratedFile.Owner(rawValue: ownerName), let template = library.template(named: name)
            else { throw GoldenPlanError("an entry of the plan is not a file: \(entry)") }
            let rendered: String
            if case .string(let key)? = fields["subjectKey"] {
                let subject: MustacheValue? =
                    if case .string(let pointer)? = fields["subjectPointer"] {
                        value(at: pointer, in: context)
                    } else {
                        fields["subject"]
                    }
                guard let subject else { throw GoldenPlanError("\(path)'s subject is not in the context") }
                rendered = try template.render(
                    over: [context], .object([key: subject]), partials: library, escaping: .none)
            } else {
                rendered = try template.render(context, partials: library, escaping: .none)
            }
            let contents = path.hasSuffix(".swift") ? SwiftLineWrapper.wrap(rendered) : rendered
            return GeneratedFile(root: root, path: path, owner: owner, contents: contents)
        }
    }

    /// The first place in `context` (depth first, keys sorted) that holds `value`, as a JSON
    /// pointer: `/eventRouting/screens/3`.
    static func pointer(to value: MustacheValue, in context: MustacheValue) -> String? {
        if context == value { return "" }
        switch context {
        case .object(let members):
            for key in members.keys.sorted() {
                if let member = members[key], let rest = pointer(to: value, in: member) { return "/" + key + rest }
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                if let rest = pointer(to: value, in: element) { return "/\(index)" + rest }
            }
        default:
            break
        }
        return nil
    }

    /// The value at `pointer` in `context`.
    static func value(at pointer: String, in context: MustacheValue) -> MustacheValue? {
        var value = context
        for part in pointer.split(separator: "/", omittingEmptySubsequences: true) {
            switch value {
            case .object(let members):
                guard let member = members[String(part)] else { return nil }
                value = member
            case .array(let elements):
                guard let index = Int(part), elements.indices.contains(index) else { return nil }
                value = elements[index]
            default: return nil
            }
        }
        return value
    }
}

struct GoldenPlanError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
