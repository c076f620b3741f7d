import Files
import Pixelproof
import Testing

/// Every file Pixelproof reads has a byte limit chosen for its kind; an oversized description or
/// library is refused before it is read, with the fix, not with a hint to check the path.
@Suite struct OversizedFileTests {
    @Test func anOversizedDescriptionIsRefusedWithTheFix() throws {
        let folder = temporaryFolder()
        let path = folder + "/huge.yaml"
        try AtomicFile.write(Array(("# " + String(repeating: "x", count: 2 << 20) + "\n").utf8), to: path)
        // Refused by its size on disk, before a byte is read ("is N bytes"), not after reading it
        // all ("the file is N bytes", the parser's own check of bytes handed to it).
        #expect { try DescriptionFile.load(path) } throws: { error in
            "\(error)".contains("huge.yaml: is 2097155 bytes, larger than the limit of 1048576 bytes; split it into several descriptions")
        }
        #expect { try ComponentLibrary.components(path) } throws: { error in
            "\(error)".contains("larger than the limit of 1048576 bytes; split it into several library files")
        }
    }
}
