import ArgumentParser
import CommandLineSupport
import BuiltInComponents
import DescriptionFormat
import SceneBuilding

/// `pixelproof schema`: prints the JSON Schema of description files, generated from the parser's
/// own key tables. docs/pixelproof.schema.json is this output; editors that read YAML schemas
/// complete and check files with it (`# yaml-language-server: $schema=<path to the schema>`).
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of description files (for editor completion and checking).")

    func run() throws {
        Console.output(DescriptionSchema.text, terminator: "")
    }
}
