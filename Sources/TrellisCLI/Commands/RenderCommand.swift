import Mustache

/// `trellis render TEMPLATE --context FILE.json`: renders one template, for template authors.
enum RenderCommand: Command {
    static let description = CommandDescription(
        name: "render",
        abstract: "Render a Mustache template with a JSON context to standard output",
        discussion: """
            For writing and checking templates: partials ({{>NAME}}) and parents ({{<NAME}}) are
            read from DIR/NAME.mustache. Escaping is off by default, as for Swift output.
            """,
        positionals: [.init(name: "TEMPLATE", help: "The template file")],
        options: [
            .init(name: "--context", valueName: "FILE", help: "The context: a JSON file (e.g. from 'trellis context')"),
            .init(name: "--partials", valueName: "DIR", help: "Where partials and parents are found"),
            .init(
                name: "--escape", valueName: "MODE", help: "How {{name}} escapes (default: none)",
                choices: ["html", "none"]),
        ],
        examples: [
            "trellis render Templates/common/Model.swift.mustache --context context.json --partials Templates"
        ])

    static func run(_ arguments: ParsedArguments, in environment: CommandEnvironment) throws -> ExitCode {
        let templatePath = arguments.positionals[0]
        guard let contextPath = arguments.value("--context") else {
            throw UsageError(message: "missing --context FILE", command: description.name)
        }
        let templateText = String(
            decoding: try FileIO.read(environment.url(for: templatePath), shownAs: templatePath), as: UTF8.self)
        let contextBytes = try FileIO.read(environment.url(for: contextPath), shownAs: contextPath)
        let context: MustacheValue
        do {
            context = try JSONDecoder().decode(MustacheValue.self, from: Data(contextBytes))
        } catch {
            throw CommandFailure(message: "'\(contextPath)' is not valid JSON")
        }
        var library = TemplateLibrary()
        do {
            if let partials = arguments.value("--partials") {
                for (path, source) in try TemplateFolder.load(environment.url(for: partials), shownAs: partials) {
                    library.add(
                        try Template(source: source.text, name: source.displayName),
                        as: TemplateLibrary.templateName(forFile: path))
                }
            }
            let template = try Template(source: templateText, name: templatePath)
            let escaping = Escaping(rawValue: arguments.value("--escape") ?? "none") ?? .none
            environment.standardOutput(try template.render(context, partials: library, escaping: escaping))
        } catch let error as TemplateError {
            environment.standardError("\(error)\n")
            return .failure
        }
        return .success
    }
}
