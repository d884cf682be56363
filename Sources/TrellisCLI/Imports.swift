@_exported import TrellisCore

// Where the toolchain has it (Linux), the command line builds on FoundationEssentials only: the
// whole of Foundation, with its internationalization data, would cost every `trellis` run about
// 6 MB of memory. TrellisCore needs no Foundation at all. Every file of the module sees these
// imports, and so does every module that imports this one.
#if canImport(FoundationEssentials)
    @_exported import FoundationEssentials
#else
    @_exported import Foundation
#endif
#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Musl)
    @_exported import Musl
#elseif canImport(Darwin)
    @_exported import Darwin
#endif
