import CommandLineSupport
import PixelproofCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

Interruption.install()
exit(CommandLineEntry.run(Array(CommandLine.arguments.dropFirst())))
