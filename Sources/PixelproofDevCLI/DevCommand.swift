import ArgumentParser
import Benchmarks
import CommandLineSupport

/// `pixelproof-dev`: the tools the Pixelproof developers use to measure and compare the renderer,
/// kept out of the `pixelproof` users install and see in `--help`.
package struct DevCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "pixelproof-dev",
        abstract: "Pixelproof's developer tools: benchmark peers, raw raster scenes, text debugging.",
        discussion: "Exit codes: 0 success, 2 bad input or arguments.",
        version: PixelproofVersion.current,
        subcommands: [BenchCommand.self, BenchPeerCommand.self, RasterSceneCommand.self, DevFontsCommand.self])

    package init() {}
}
