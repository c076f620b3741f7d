import PNGCodec
import Raster
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct AtomicWriteTests {
    struct Interrupted: Error {}

    func entries(of folder: String) -> [String] {
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    @Test func failedWriteLeavesThePreviousFileIntact() throws {
        let folder = try makeTemporaryFolder()
        let path = folder + "/golden.png"
        let previous = try PNGEncoder.default.encode(try Pixmap(width: 2, height: 2, background: Color.black.premultiplied))
        try AtomicFile.write(previous, to: path)
        // The producer writes half a file, then fails: the destination must not change.
        #expect(throws: Interrupted.self) {
            try AtomicFile.write(to: path) { sink in
                try [UInt8](repeating: 7, count: 1000).withUnsafeBytes { try sink($0) }
                throw Interrupted()
            }
        }
        #expect(try AtomicFile.read(path) == previous)
        #expect(entries(of: folder) == ["golden.png"], "the temporary file must be removed")
    }

    @Test func successfulWriteReplacesTheFile() throws {
        let folder = try makeTemporaryFolder()
        let path = folder + "/out.png"
        try AtomicFile.write([1, 2, 3], to: path)
        try AtomicFile.write([4, 5], to: path)
        #expect(try AtomicFile.read(path) == [4, 5])
        #expect(entries(of: folder) == ["out.png"])
    }

    @Test func writeIntoAMissingFolderIsAnErrorNamingThePath() throws {
        let error = try #require(throws: PNGError.self) {
            try PNGFile.write(try Pixmap(width: 1, height: 1), to: "/nonexistent-pixelproof/x.png")
        }
        #expect(error.description.contains("/nonexistent-pixelproof"))
    }
}
