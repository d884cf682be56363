// Every file sees TrellisCLI and, through it, what `trellis` builds on (FoundationEssentials
// where the toolchain has it): a run the benchmark measures links what a `trellis` run links.
@_exported import TrellisCLI
