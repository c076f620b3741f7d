import Files
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

/// A new folder from `template` (ending in XXXXXX), removed when the test process exits.
func madeFolder(_ template: String) -> String { try! ScratchFolder.make(template) }


struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
