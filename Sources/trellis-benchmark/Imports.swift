// Like `trellis`, the benchmark builds on FoundationEssentials where the toolchain has it: a
// run it measures links what a `trellis` run links. Every file of the target sees these imports.
#if canImport(FoundationEssentials)
    @_exported import FoundationEssentials
#else
    @_exported import Foundation
#endif
#if canImport(Glibc)
    @_exported import Glibc
#endif
