import CommandLineSupport
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Pixelproof
import ArgumentParser
import JSON
import Foundation
import PNGCodec
import Raster
import Typesetting

/// `pixelproof fonts`: the faces the registry found (family, style, axes, file), the files it
/// skipped, the fallback chain, and the face each design-system style resolves to.
/// (`pixelproof-dev fonts --render` draws one label to a PNG for scripts/text-vs-chromium.)
struct FontsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts",
        abstract: "List the fonts found and which face each design-system style uses.")

    @Option(name: .customLong("fonts"), help: ArgumentHelp("Another folder of fonts to scan (repeatable); searched before PIXELPROOF_FONTS and the bundled Fonts/.", valueName: "dir"))
    var fontFolders: [String] = []

    @Flag(help: "Print JSON instead of tables.")
    var json = false

    func run() throws {
        let registry = try FontFolderOption.registry(fontFolders)
        let styles: [(DesignSystemFont, Result<ResolvedFont, FontError>)] = DesignSystemFont.all.map { style in
            (style, Result { () throws(FontError) in try registry.resolve(style.request) })
        }
        if json { Console.output(jsonReport(registry, styles)); return }

        Console.output("Folders searched: " + (registry.folders.isEmpty ? "(none)" : registry.folders.joined(separator: ", ")))
        var faces = TextTable(header: ["family", "style", "weight", "axes", "file"])
        for f in registry.faces {
            faces.add([f.family, f.style, String(f.weight), f.axes.map(\.description).joined(separator: ", "),
                       f.path + (f.faceIndex > 0 ? "#\(f.faceIndex)" : "")])
        }
        Console.output("\n" + faces.rendered)
        if !registry.skipped.isEmpty {
            Console.output("\nSkipped files:")
            for s in registry.skipped { Console.output("  \(s.path): \(s.reason)") }
        }
        Console.output("\nFallback chain for missing characters: "
              + (registry.fallbackFaces.isEmpty ? "(none)" : registry.fallbackFaces.map { "\($0.family) (\($0.path))" }.joined(separator: ", ")))
        var table = TextTable(header: ["design-system style", "asks for", "uses"])
        for (style, result) in styles {
            let uses: String
            switch result {
            case let .success(font): uses = font.description
            case let .failure(error): uses = "missing: \(error)"
            }
            table.add([style.name, style.request.description, uses])
        }
        Console.output("\n" + table.rendered)
    }

    private func jsonReport(_ registry: FontRegistry, _ styles: [(DesignSystemFont, Result<ResolvedFont, FontError>)]) -> String {
        let faces = registry.faces.map { f in
            JSONValue.object([
                ("family", .string(f.family)), ("style", .string(f.style)), ("weight", .number(Double(f.weight))),
                ("file", .string(f.path)), ("faceIndex", .int(f.faceIndex)),
                ("axes", .array(f.axes.map { .object([("tag", .string($0.tag)), ("min", .number($0.minimum)),
                                                      ("default", .number($0.defaultValue)), ("max", .number($0.maximum))]) })),
            ])
        }
        let resolved = styles.map { style, result -> JSONValue in
            switch result {
            case let .success(font):
                return .object([("style", .string(style.name)), ("family", .string(font.face.family)), ("weight", .number(Double(font.weight))),
                                ("file", .string(font.face.path)), ("standIn", .bool(font.isStandIn))])
            case let .failure(error):
                return .object([("style", .string(style.name)), ("error", .string(error.description))])
            }
        }
        let skipped = registry.skipped.map { JSONValue.object([("file", .string($0.path)), ("reason", .string($0.reason))]) }
        return JSONValue.object([("folders", .array(registry.folders.map(JSONValue.string))), ("faces", .array(faces)),
                                 ("skipped", .array(skipped)), ("styles", .array(resolved))]).compact
    }
}
