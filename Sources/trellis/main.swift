import MallocArenas
import TrellisCLI

// The executable only connects the command line to the process: arguments, streams, exit code,
// and the allocator: its worker threads would otherwise keep a heap each.
trellis_use_one_malloc_arena()
let environment = CommandEnvironment.process()
let status = await TrellisCommandLine.run(Array(CommandLine.arguments.dropFirst()), in: environment)
exit(status.rawValue)
