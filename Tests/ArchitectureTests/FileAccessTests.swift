import Foundation
import Testing

/// docs/ARCHITECTURE.md: `Files` is the module that touches the disk, and nothing else in
/// Sources/ calls `FileManager` — so every write is atomic, every read bounded, and every error
/// one `FileError` that names the path. A `FileManager` call added anywhere else fails here.
@Suite struct FileAccessTests {
    @Test func onlyTheFilesModuleCallsFileManager() throws {
        let sources = ModuleTableTests.root + "/Sources"
        let walk = try #require(FileManager.default.enumerator(atPath: sources))
        var callers: [String] = [], seen = 0
        while let relative = walk.nextObject() as? String {
            guard relative.hasSuffix(".swift"), !relative.hasPrefix("Files/") else { continue }
            seen += 1
            let text = try String(contentsOfFile: sources + "/" + relative, encoding: .utf8)
            for (index, line) in text.components(separatedBy: "\n").enumerated()
            where line.contains("FileManager") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                callers.append("Sources/\(relative):\(index + 1): \(line.trimmingCharacters(in: .whitespaces)) — go through the Files module")
            }
        }
        #expect(seen > 300)
        #expect(callers.isEmpty, Comment(rawValue: callers.joined(separator: "\n")))
    }
}
