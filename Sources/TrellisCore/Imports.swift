// Where the toolchain has it (Linux), the module builds on FoundationEssentials only: the
// whole of Foundation, with its internationalization data, would cost every `trellis` run
// about 6 MB of memory. Every file of the module sees these imports.
#if canImport(FoundationEssentials)
    @_exported import FoundationEssentials
#else
    @_exported import Foundation
#endif
#if canImport(Glibc)
    @_exported import Glibc
#endif
