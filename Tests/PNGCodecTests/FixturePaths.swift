/// Where the committed fixtures are (found from this file's path, so no bundle is needed).
enum Fixtures {
    static let folder: String = {
        let file = "\(#filePath)"
        return String(file[..<file.lastIndex(of: "/")!]) + "/Fixtures"
    }()

    static func path(_ name: String) -> String { folder + "/" + name }
}

/// A fresh empty folder under /tmp for one test.
func makeTemporaryFolder(_ label: String = #function) throws -> String {
    var template = Array("/tmp/pixelproof-test-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    guard made != nil else { throw TestFailure("mkdtemp failed") }
    return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
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
