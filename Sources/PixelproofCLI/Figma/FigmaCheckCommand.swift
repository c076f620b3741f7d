import ArgumentParser
import CommandLineSupport
import Figma

/// `pixelproof figma check`: each library component's enum and bool props against the
/// properties of the Figma component set of its figmaName.
struct FigmaCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a library's components against the variant properties of their Figma component sets.",
        discussion: """
        pixelproof figma check --file KEY --components chips.yaml

        One line per difference, at the component's definition: a value or property Figma has and the component has not, or the other way round, or no set of the component's figmaName in the file. Exit 1 when there is any.
        """)

    @OptionGroup var figma: FigmaFlags

    @Option(name: .customLong("components"), parsing: .upToNextOption, help: "Library files (or descriptions with components:).")
    var libraries: [String] = []

    func validate() throws {
        if libraries.isEmpty { throw ValidationError("give the library: --components LIBRARY.yaml") }
    }

    func run() throws {
        let components = try libraries.flatMap { try LibraryComponent.load($0) }
        let lookup = try figma.lookup()
        let lines = try FigmaFlags.wait { try await VariantCheck.run(components, lookup: lookup) }
        for line in lines { Console.output(ServerText.shown(line)) }
        if !lines.isEmpty {
            Console.output("\(lines.count) difference\(lines.count == 1 ? "" : "s") between the library and the Figma file")
            throw ExitCode(1)
        }
        Console.output("\(components.count) component\(components.count == 1 ? "" : "s") match their Figma component sets")
    }
}
