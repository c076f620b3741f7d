import Files
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files a description names, refused before anything is drawn with exit 2, the key's line and
/// column, and the fix: a folder named like the file, and an image `source` that is not a PNG;
/// and the other way round, a font file given where `--fonts` takes a folder.
@Suite struct NamedFileTests {
    static let description = "system: web\ncanvas: { width: 48 }\ncontent:\n"

    /// `icons.svg/`, `photo.png/`, `tokens.json/`: there, but folders, so not "not found".
    @Test func aFolderNamedLikeTheFileIsSaidToBeAFolder() throws {
        let other = makeFolder()
        for name in ["icons.svg", "photo.png", "tokens.json"] { try FilePath.createFolder(other + "/" + name) }
        expectRefusedRender("icon.yaml", Self.description + "  icon: { file: \(other)/icons.svg }\n",
                            needles: ["icon.yaml:4:17", "content.icon.file", "is a folder (\(other)/icons.svg), not an icon file (.svg or .png); name an icon file"])
        expectRefusedRender("image.yaml", Self.description + "  image: { source: \(other)/photo.png, width: 8, height: 8 }\n",
                            needles: ["image.yaml:4:20", "content.image.source", "is a folder (\(other)/photo.png), not a PNG file; name a PNG file"])
        expectRefusedRender("tokens.yaml", "system: \(other)/tokens.json\ncanvas: { width: 48 }\ncontent: { spacer: {} }\n",
                            needles: ["tokens.yaml:1:", "system", "cannot read the token file: it is a folder, not a file; name the token file (.json) inside it"])
    }

    /// An image's source is checked by its first 8 bytes, whatever its name ends in: a JPEG, or
    /// text, is refused at its key; a PNG without the extension is drawn.
    @Test func anImageSourceThatIsNotAPNGIsRefusedAtItsKey() throws {
        let other = makeFolder()
        writeFile(other + "/notes", "not a picture\n")
        try AtomicFile.write([0xFF, 0xD8, 0xFF, 0xE0] + Array("..JFIF".utf8), to: other + "/photo.jpg")
        expectRefusedRender("jpeg.yaml", Self.description + "  image: { source: \(other)/photo.jpg, width: 8, height: 8 }\n",
                            needles: ["jpeg.yaml:4:20", "content.image.source", "the image \"\(other)/photo.jpg\" cannot be drawn: not a PNG file: it is a JPEG image; save or convert it as PNG"])
        expectRefusedRender("text.yaml", Self.description + "  image: { source: \(other)/notes, width: 8, height: 8 }\n",
                            needles: ["text.yaml:4:20", "content.image.source", "not a PNG file: its first 8 bytes are not PNG's signature"])
        // PNG bytes under another name are a PNG: the content decides, not the name.
        let png = makeFolder()
        writeFile(png + "/dot.yaml", "system: web\ncanvas: { width: 4, height: 4, background: \"#ff0000\" }\ncontent: { spacer: {} }\n")
        #expect(runCLI(["render", png + "/dot.yaml", "-o", png + "/dot.png"]).code == 0)
        #expect(rename(png + "/dot.png", other + "/dot") == 0)
        writeFile(png + "/image.yaml", Self.description + "  image: { source: \(other)/dot, width: 8, height: 8 }\n")
        let (code, stderr, _) = runCLI(["render", png + "/image.yaml", "-o", png + "/image.png"])
        #expect(code == 0, "\(stderr)")
        #expect(fileExists(png + "/image.png"))
    }

    /// `--fonts` takes folders: a font file or a missing folder there would change nothing and say nothing.
    @Test func aFontsFolderThatIsNoFolderIsRefused() throws {
        let folder = makeFolder()
        writeFile(folder + "/Brand.ttf", "font bytes")
        writeFile(folder + "/a.yaml", "system: web\ncanvas: { width: 48 }\ncontent: { spacer: {} }\n")
        let file = runCLI(["render", folder + "/a.yaml", "-o", folder + "/out.png", "--fonts", folder + "/Brand.ttf"])
        #expect(file.code == 2)
        #expect(file.stderr.contains("--fonts \(folder)/Brand.ttf is a file, not a folder; give the folder that holds it (\(folder))"), "\(file.stderr)")
        #expect(!fileExists(folder + "/out.png"))
        let missing = runCLI(["fonts", "--fonts", folder + "/nowhere"])
        #expect(missing.code == 2 && missing.stderr.contains("--fonts \(folder)/nowhere: no such folder"), "\(missing.stderr)")
        #expect(runCLI(["render", folder + "/a.yaml", "-o", folder + "/out.png", "--fonts", folder]).code == 0)
    }
}

/// Drawing a description holds every picture it names at once: their decoded sizes together are
/// bounded (256 MB a run, docs/ASSETS.md), checked from the headers before any is decoded.
@Suite struct DecodedPictureBoundTests {
    /// A PNG's signature and header (IHDR) for `width` × `height` RGBA, and no pixels: a file of
    /// 33 bytes that says it decodes to width × height × 4 bytes.
    static func header(_ width: UInt32, _ height: UInt32) -> [UInt8] {
        func word(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
            + word(width) + word(height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
    }

    /// Two 8000×4100 pictures decode to 262 MB together: the second is refused by its header
    /// alone, at its key, before either is decoded (twelve 8000×8000 held 3 GB).
    @Test func picturesPastTheBoundTogetherAreRefusedBeforeDecoding() throws {
        let other = makeFolder()
        try AtomicFile.write(Self.header(8000, 4100), to: other + "/a.png")
        try AtomicFile.write(Self.header(8000, 4100), to: other + "/b.png")
        let text = NamedFileTests.description + "  vstack:\n    children:\n"
            + "      - image: { source: \(other)/a.png, width: 8, height: 8 }\n"
            + "      - image: { source: \(other)/b.png, width: 8, height: 8 }\n"
        expectRefusedRender("two.yaml", text, needles: ["two.yaml:7:", "content.vstack.children[1].image.source",
            "the image \"\(other)/b.png\" cannot be drawn: the pictures of this description decode to 262 MB together with this one (8000×4100), past the 256 MB"])
    }
}
