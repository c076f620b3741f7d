import CommandLineSupport
import PixelproofDevCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

Interruption.install()
exit(CommandLineEntry.run(DevCommand.self, Array(CommandLine.arguments.dropFirst())))
