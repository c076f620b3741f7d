import Foundation
import Synchronization
/// Where the committed fixtures are (found from this file's path, so no bundle is needed).
enum Fixtures {
    static let folder: String = {
        let file = "\(#filePath)"
        return String(file[..<file.lastIndex(of: "/")!]) + "/Fixtures"
    }()

    static func path(_ name: String) -> String { folder + "/" + name }
}

/// A fresh empty folder under /tmp for one test.
func makeTemporaryFolder(_ label: String = #function) throws -> String { madeFolder("/tmp/pixelproof-test-XXXXXX") }

/// Every folder the helpers below made; all are removed when the test process exits, so a test
/// that forgets its folder (or fails before its cleanup) leaves nothing in /tmp.
let madeFolders = Mutex<[String]>([])
private let removeMadeFoldersAtExit: Void = {
    atexit { for folder in madeFolders.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: folder) } }
}()

/// A new folder from `template` (ending in XXXXXX), removed when the test process exits.
func madeFolder(_ template: String) -> String {
    _ = removeMadeFoldersAtExit
    var bytes = Array(template.utf8CString)
    _ = bytes.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    let folder = String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    madeFolders.withLock { $0.append(folder) }
    return folder
}


struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
