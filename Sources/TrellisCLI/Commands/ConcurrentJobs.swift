import TrellisCore

/// The jobs of a trellis.json, run as child tasks of a task group. Jobs that write to different
/// folders are independent and run at once; jobs that share an output folder run one after
/// another, in the file's order. What each job prints is kept and printed in the jobs' order, so the output
/// and the exit status are those of a run that does one job after another.
struct ConcurrentJobs {
    let jobs: [GenerationConfig.Job]
    /// The folder the jobs' relative paths start from.
    let base: URL
    let mode: GenerationMode
    var verbose = false
    /// Colour for what the jobs print (progress lines are not kept: they would come late).
    var style = TerminalStyle.plain

    /// Runs every job, then prints what each printed to `environment`.
    func run(printingTo environment: CommandEnvironment) async -> ExitCode {
        let (base, mode, jobs, verbose) = (self.base, self.mode, self.jobs, self.verbose)
        let style = TerminalStyle(usesColour: self.style.usesColour)
        environment.progress(jobs.count > 1 ? "Generating \(jobs.count) modules…" : nil)
        let outcomes = await withTaskGroup(of: [(index: Int, outcome: JobOutcome)].self) { group in
            for lane in lanes() {
                group.addTask {
                    var outcomes: [(index: Int, outcome: JobOutcome)] = []
                    for index in lane {
                        outcomes.append(
                            (
                                index,
                                await Self.run(
                                    jobs[index], base: base, mode: mode, verbose: verbose, style: style,
                                    namesJobs: jobs.count > 1)
                            )
                        )
                    }
                    return outcomes
                }
            }
            var all: [(index: Int, outcome: JobOutcome)] = []
            for await lane in group { all += lane }
            return all.sorted { $0.index < $1.index }
        }
        environment.progress(nil)
        var status = ExitCode.success
        for (_, outcome) in outcomes {
            for line in outcome.printed {
                if line.isError { environment.standardError(line.text) } else { environment.standardOutput(line.text) }
            }
            if outcome.status != .success { status = .failure }
        }
        return status
    }

    /// The jobs' indices grouped by the folder they write sources to, each group in file order.
    func lanes() -> [[Int]] {
        var order: [String] = []
        var lanes: [String: [Int]] = [:]
        for (index, job) in jobs.enumerated() {
            let folder = resolve(job.output, from: base).path
            if lanes[folder] == nil { order.append(folder) }
            lanes[folder, default: []].append(index)
        }
        return order.compactMap { lanes[$0] }
    }

    /// One job, printing into a buffer; an error that stops it is printed there too.
    private static func run(
        _ job: GenerationConfig.Job, base: URL, mode: GenerationMode, verbose: Bool, style: TerminalStyle,
        namesJobs: Bool
    ) async -> JobOutcome {
        let printed = PrintedLines()
        let environment = CommandEnvironment(
            currentDirectory: base, standardOutput: { printed.append($0, isError: false) },
            standardError: { printed.append($0, isError: true) }, style: style)
        let status: ExitCode
        do {
            status = try await GenerationJobRunner(
                environment: environment, base: base, mode: mode, verbose: verbose, namesJobs: namesJobs
            ).run(job)
        } catch let failure as CommandFailure {
            printed.append("error: \(failure.message)\n", isError: true)
            status = .failure
        } catch {
            printed.append("error: \(error)\n", isError: true)
            status = .failure
        }
        return JobOutcome(printed: printed.lines, status: status)
    }
}

/// What one job printed, and how it ended.
struct JobOutcome: Sendable {
    var printed: [PrintedLine]
    var status: ExitCode
}

struct PrintedLine: Sendable {
    var text: String
    var isError: Bool
}

/// The lines a job prints, in order (one job prints from one thread; the class only lets the
/// environment's closures append).
private final class PrintedLines {
    private(set) var lines: [PrintedLine] = []

    func append(_ text: String, isError: Bool) {
        lines.append(PrintedLine(text: text, isError: isError))
    }
}

/// `path` from `base`, unless it is absolute.
func resolve(_ path: String, from base: URL) -> URL {
    path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path).standardizedFileURL
}
