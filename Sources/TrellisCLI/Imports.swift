// Every file of the module sees TrellisCore and, through it, the platform's Foundation and C
// library (FoundationEssentials where the toolchain has it: see TrellisCore's Imports.swift).
@_exported import TrellisCore
