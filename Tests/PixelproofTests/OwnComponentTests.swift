import DescriptionSource
import Foundation
import Pixelproof
import Testing

/// Using a component of one's own means exactly its body with the props bound: each use here
/// must render the same PNG bytes as the body written out by hand in its place.
@Suite struct OwnComponentTests {
    /// Renders `main` (written with `files` beside it, paths relative to one folder) to PNG bytes.
    func png(_ main: String, files: [String: String] = [:], folder: String = temporaryFolder()) throws -> [UInt8] {
        for (name, text) in files {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = descriptionFile(text, named: name, in: folder)
        }
        let path = descriptionFile(main, named: "screen.yaml", in: folder)
        return try Renderer().png(of: try DescriptionFile.load(path))
    }

    func document(_ content: String, components: String = "", imports: String = "") -> String {
        "system: ids\n\(imports)canvas: { width: 240, background: \"#ffffff\", padding: 8 }\n"
            + (components.isEmpty ? "" : "components:\n\(components)") + "content:\n\(content)"
    }

    func expectSame(_ used: String, _ byHand: String, files: [String: String] = [:],
                    sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let a = try png(used, files: files)
        let b = try png(byHand)
        #expect(a == b, "the use differs from its body written by hand", sourceLocation: sourceLocation)
        #expect(a.count > 100, sourceLocation: sourceLocation)
    }

    /// Every scalar prop type bound with `$name`, and a string interpolated with `${name}`.
    @Test func everyScalarPropTypeBindsLikeTheValueWrittenThere() throws {
        let box = """
              Box:
                props:
                  title: { type: string }
                  count: { type: number, default: 3 }
                  gap:   { type: spacing, default: sm }
                  tint:  { type: color }
                  style: { type: typography, default: bodyRegular }
                  glyph: { type: icon, default: search }
                  round: { type: bool, default: true }
                body:
                  hstack:
                    spacing: $gap
                    padding: $count
                    background: { shape: { kind: roundedRect, cornerRadius: { $switch: round, cases: { true: 8, false: 0 } }, fill: $tint } }
                    children:
                      - icon: { name: $glyph, size: 16 }
                      - text: { string: "${title} × ${count}", style: $style }

            """
        try expectSame(document("  Box: { title: Apples, tint: grayscale20, count: 6, glyph: shoppingCart, round: false }\n", components: box),
                       document("""
                         hstack:
                           spacing: sm
                           padding: 6
                           background: { shape: { kind: roundedRect, cornerRadius: 0, fill: grayscale20 } }
                           children:
                             - icon: { name: shoppingCart, size: 16 }
                             - text: { string: "Apples × 6", style: bodyRegular }

                       """))
        // Defaults apply where a prop is left out; a colour prop takes a hex value as well as a token.
        try expectSame(document("  Box: { title: Pears, tint: \"#336699\", style: accentRegular }\n", components: box),
                       document("""
                         hstack:
                           spacing: sm
                           padding: 3
                           background: { shape: { kind: roundedRect, cornerRadius: 8, fill: "#336699" } }
                           children:
                             - icon: { name: search, size: 16 }
                             - text: { string: "Pears × 3", style: accentRegular }

                       """))
    }

    /// An enum picks with `$switch`; `when` keeps an item on a bool, on an optional prop being set,
    /// and on comparisons; an unset optional prop removes its key so the key's own default applies.
    @Test func switchWhenAndUnsetOptionalProps() throws {
        let tag = """
              Tag:
                props:
                  size:   { type: enum, values: [small, large], default: small }
                  done:   { type: bool, default: false }
                  note:   { type: string, default: null }
                  color:  { type: color, default: null }
                body:
                  vstack:
                    spacing: 2
                    padding: { $switch: size, cases: { small: 4 }, default: 10 }
                    children:
                      - text: { string: "Tag", style: bodyRegular, color: $color }
                      - icon: { name: close, size: 12 }
                        when: done
                      - text: { string: "${note}", style: accentRegular }
                        when: note
                      - shape: { kind: rect, width: 20, height: 4, fill: grayscale70 }
                        when: "size == large"
                      - shape: { kind: rect, width: 8, height: 4, fill: grayscale80 }
                        when: "!done"

            """
        try expectSame(document("  Tag: { size: large, done: true, note: Ripe }\n", components: tag),
                       document("""
                         vstack:
                           spacing: 2
                           padding: 10
                           children:
                             - text: { string: "Tag", style: bodyRegular }
                             - icon: { name: close, size: 12 }
                             - text: { string: "Ripe", style: accentRegular }
                             - shape: { kind: rect, width: 20, height: 4, fill: grayscale70 }

                       """))
        try expectSame(document("  Tag: { color: contentSecondary }\n", components: tag),
                       document("""
                         vstack:
                           spacing: 2
                           padding: 4
                           children:
                             - text: { string: "Tag", style: bodyRegular, color: contentSecondary }
                             - shape: { kind: rect, width: 8, height: 4, fill: grayscale80 }

                       """))
    }

    /// Node props are slots: `child: $content`, a `children` item `- $leading` (dropped when unset),
    /// and a component used inside another, from an imported library, and used bare (`- Divider`).
    @Test func slotsNestedComponentsAndImports() throws {
        let library = """
            components:
              Divider:
                body: { shape: { kind: rect, height: 1, fill: grayscale20 } }
              Row:
                props:
                  title:   { type: string }
                  leading: { type: node, default: null }
                  trailing: { type: node, default: { spacer: {} } }
                body:
                  hstack:
                    spacing: 8
                    children:
                      - $leading
                      - text: { string: $title, style: bodyRegular }
                      - $trailing
              Card:
                props:
                  content: { type: node }
                body:
                  frame: { width: 200, alignment: topLeading, background: grayscale20, child: $content }

            """
        let used = document("""
              Card:
                content:
                  vstack:
                    children:
                      - Row: { title: One, leading: { icon: { name: search, size: 16 } } }
                      - Divider
                      - Row: { title: Two, trailing: { text: { string: "2", style: accentRegular } } }

            """, imports: "import: [lib/rows.yaml]\n")
        let byHand = document("""
              frame:
                width: 200
                alignment: topLeading
                background: grayscale20
                child:
                  vstack:
                    children:
                      - hstack: { spacing: 8, children: [ { icon: { name: search, size: 16 } }, { text: { string: One, style: bodyRegular } }, { spacer: {} } ] }
                      - shape: { kind: rect, height: 1, fill: grayscale20 }
                      - hstack: { spacing: 8, children: [ { text: { string: Two, style: bodyRegular } }, { text: { string: "2", style: accentRegular } } ] }

            """)
        try expectSame(used, byHand, files: ["lib/rows.yaml": library])
    }

    /// An image prop is a path relative to the file the value is written in: a default in a
    /// library resolves beside the library, a value at the use beside the description.
    @Test func imagePathsResolveBesideTheFileTheyAreWrittenIn() throws {
        let folder = temporaryFolder()
        let swatch = try Renderer().png(of: try DescriptionFile.load(descriptionFile(
            "system: ids\ncanvas: { width: 12, height: 12, background: \"#cc3300\" }\ncontent: { spacer: {} }\n", named: "swatch.yaml", in: folder)))
        try FileManager.default.createDirectory(atPath: folder + "/lib/art", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: folder + "/lib/art/swatch.png", contents: Data(swatch)))
        #expect(FileManager.default.createFile(atPath: folder + "/local.png", contents: Data(swatch)))
        let library = """
            components:
              Thumb:
                props:
                  picture: { type: image, default: art/swatch.png }
                body: { image: { source: $picture, width: 24, height: 24, cornerRadius: 4 } }

            """
        let used = try png(document("  hstack: { children: [ Thumb, { Thumb: { picture: local.png } } ] }\n", imports: "import: [lib/thumbs.yaml]\n"),
                           files: ["lib/thumbs.yaml": library], folder: folder)
        let byHand = try png(document("""
              hstack:
                children:
                  - image: { source: lib/art/swatch.png, width: 24, height: 24, cornerRadius: 4 }
                  - image: { source: local.png, width: 24, height: 24, cornerRadius: 4 }

            """), folder: folder)
        #expect(used == byHand)
    }

    /// A token that does not exist, written in a body, is reported where the component is used,
    /// with the definition's place; nothing is rendered.
    @Test func aBadTokenInABodyNamesTheUseAndTheDefinition() throws {
        let text = document("  Box: {}\n", components: "  Box:\n    body: { shape: { kind: rect, fill: grayscale99 } }\n")
        #expect {
            _ = try png(text)
        } throws: { error in
            let message = "\(error)"
            return message.contains("screen.yaml:7:3: content.Box: in the body of Box (")
                && message.contains("screen.yaml:5:40: components.Box.body.shape.fill): unknown colour token \"grayscale99\"")
        }
    }

    /// The web card and text field are defined once, as the built-in `card` / `textField` kinds;
    /// the shipped Libraries/web.yaml names them `WebCard` / `WebTextField`, and the catalog draws
    /// them through it. Each library prop must reach the kind.
    @Test(arguments: [
        ("card: { padding: large, children: [ { text: { string: Hello, style: body-regular } } ] }",
         "WebCard: { padding: large, content: { text: { string: Hello, style: body-regular } } }"),
        ("textField: { label: Email, placeholder: you@example.com, state: default }",
         "WebTextField: { label: Email, placeholder: you@example.com, state: default }"),
        ("textField: { placeholder: you@example.com, text: sam@example, state: error }",
         "WebTextField: { placeholder: you@example.com, text: sam@example, state: error }"),
    ])
    func theShippedWebLibraryDrawsLikeTheBuiltInKinds(kind: String, use: String) throws {
        let library = #filePath.replacingOccurrences(of: "Tests/PixelproofTests/OwnComponentTests.swift", with: "Libraries/web.yaml")
        let canvas = "canvas: { width: 375, background: \"#f8fafc\", padding: 16 }\n"
        let builtIn = try png("system: web\n\(canvas)content:\n  \(kind)\n")
        let described = try png("system: web\nimport: [\"\(library)\"]\n\(canvas)content:\n  \(use)\n")
        #expect(builtIn == described)
    }
}
