import PixelproofCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(CommandLineEntry.run(Array(CommandLine.arguments.dropFirst())))
