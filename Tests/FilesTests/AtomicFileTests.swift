import Files
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes replace a file whole or not at all; reads are bounded and say why they fail.
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

    /// A pipe, a device or a folder named as the destination is refused, not replaced by the
    /// rename (as root, `render -o /dev/full` put a PNG file where the device was) and not opened
    /// (a pipe without a reader would block).
    @Test func aDestinationThatIsNotARegularFileIsRefusedAndLeftAsItIs() throws {
        let folder = try makeTemporaryFolder()
        let pipe = folder + "/out.png"
        #expect(mkfifo(pipe, 0o644) == 0)
        let error = try #require(throws: FileError.self) { try AtomicFile.write([1, 2, 3], to: pipe) }
        #expect(error.description.contains("it is a pipe, not a regular file"))
        var info = stat()
        #expect(lstat(pipe, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO, "the pipe was replaced")
        #expect(throws: FileError.self) { try AtomicFile.write([1], to: folder) }
        // A link to a pipe is the pipe.
        #expect(symlink(pipe, folder + "/link.png") == 0)
        #expect(throws: FileError.self) { try AtomicFile.write([1], to: folder + "/link.png") }
        #expect(entries(of: folder) == ["link.png", "out.png"], "no temporary file is left")
    }

    @Test func failedWriteLeavesThePreviousFileIntact() throws {
        let folder = try makeTemporaryFolder()
        let path = folder + "/golden.png"
        let previous: [UInt8] = Array("the golden of last week".utf8)
        try AtomicFile.write(previous, to: path)
        // The producer writes half a file, then fails: the destination must not change.
        #expect(throws: Interrupted.self) {
            try AtomicFile.write(to: path) { sink in
                try [UInt8](repeating: 7, count: 1000).withUnsafeBytes { try sink($0) }
                throw Interrupted()
            }
        }
        #expect(try AtomicFile.read(path, maxBytes: 1 << 26) == previous)
        #expect(entries(of: folder) == ["golden.png"], "the temporary file must be removed")
    }

    @Test func successfulWriteReplacesTheFile() throws {
        let folder = try makeTemporaryFolder()
        let path = folder + "/out.png"
        try AtomicFile.write([1, 2, 3], to: path)
        try AtomicFile.write([4, 5], to: path)
        #expect(try AtomicFile.read(path, maxBytes: 1 << 26) == [4, 5])
        #expect(entries(of: folder) == ["out.png"])
    }

    @Test func writeIntoAMissingFolderIsAnErrorNamingThePath() throws {
        let error = try #require(throws: FileError.self) { try AtomicFile.write([1], to: "/nonexistent-pixelproof/x.png") }
        #expect(error.description.contains("/nonexistent-pixelproof") && error.reason == "No such file or directory")
    }

    @Test func aReadOverTheLimitIsRefused() throws {
        let folder = try makeTemporaryFolder()
        try AtomicFile.write([UInt8](repeating: 1, count: 100_000), to: folder + "/big")
        let error = try #require(throws: FileError.self) { try AtomicFile.read(folder + "/big", maxBytes: 70_000) }
        #expect(error.description == folder + "/big: is 100000 bytes, larger than the limit of 70000 bytes")
        #expect(error.limit == 70_000, "callers tell a size refusal by its field, not its words")
        #expect(try AtomicFile.read(folder + "/big", maxBytes: 100_000).count == 100_000)
    }

    @Test func anEndlessStreamIsCutOffAtTheLimit() throws {
        let error = try #require(throws: FileError.self) { try AtomicFile.readStream("/dev/zero", maxBytes: 200_000) }
        #expect(error.description == "/dev/zero: is more than 200000 bytes, larger than the limit of 200000 bytes")
        #expect(error.limit == 200_000)
        // Read as a file, a device is refused before a byte is read.
        let refused = try #require(throws: FileError.self) { try AtomicFile.read("/dev/zero", maxBytes: 200_000) }
        #expect(refused.description == "/dev/zero: cannot read: it is a device, not a regular file")
    }

    @Test func aMissingFileSaysSo() {
        let error = try? #require(throws: FileError.self) { try AtomicFile.read("/nonexistent/folder/x.yaml", maxBytes: 1 << 26) }
        #expect(error?.description == "/nonexistent/folder/x.yaml: cannot open: No such file or directory")
        #expect(error?.limit == nil)
    }
}

/// Files a description names are read only when they are regular files: a FIFO would make the
/// read wait forever for a writer.
@Suite struct RegularFileReadTests {
    @Test func aPipeIsRefusedWithoutWaiting() throws {
        let folder = madeFolder("/tmp/pixelproof-fifo-XXXXXX")
        let fifo = folder + "/library.yaml"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect { _ = try AtomicFile.read(fifo, maxBytes: 1 << 20) } throws: {
            "\($0)".contains("not a regular file")
        }
        try AtomicFile.write(Array("components: {}\n".utf8), to: folder + "/plain.yaml")
        #expect(try AtomicFile.read(folder + "/plain.yaml", maxBytes: 1 << 20).count == 15)
    }
}

/// A folder where a file is expected (`icons.svg/`, `tokens.json/`) is named a folder by every
/// reader, not reported with the system's "Is a directory" or as a pipe; `FileKind` tells them apart.
@Suite struct FolderWhereAFileIsExpectedTests {
    @Test func everyReaderSaysItIsAFolder() throws {
        let folder = try makeTemporaryFolder()
        let named = folder + "/icons.svg"
        try FilePath.createFolder(named)
        #expect(FileKind.at(named) == .folder && FileKind.at(folder + "/none.svg") == .missing)
        let reads: [() throws -> [UInt8]] = [
            { try AtomicFile.read(named, maxBytes: 1 << 20) },
            { try AtomicFile.readStream(named, maxBytes: 1 << 20) },
            { try AtomicFile.readFirstBytes(named, count: 8) },
        ]
        for read in reads {
            let error = try #require(throws: FileError.self) { try read() }
            #expect(error.description == named + ": cannot read: it is a folder, not a file")
        }
        let write = try #require(throws: FileError.self) { try AtomicFile.write([1], to: named) }
        #expect(write.reason.hasPrefix("it is a folder, not a file, and writing would replace it"))
    }

    @Test func theFirstBytesAreReadAndNoMore() throws {
        let folder = try makeTemporaryFolder()
        try AtomicFile.write(Array(0..<200), to: folder + "/long")
        try AtomicFile.write([7, 8], to: folder + "/short")
        #expect(try AtomicFile.readFirstBytes(folder + "/long", count: 8) == Array(0..<8))
        #expect(try AtomicFile.readFirstBytes(folder + "/short", count: 8) == [7, 8])
        // A pipe is refused without waiting for a writer.
        #expect(mkfifo(folder + "/pipe", 0o600) == 0)
        let error = try #require(throws: FileError.self) { try AtomicFile.readFirstBytes(folder + "/pipe", count: 8) }
        #expect(error.reason == "it is a pipe, not a regular file")
    }
}
