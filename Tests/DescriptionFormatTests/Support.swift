import Foundation
import Testing
@testable import BuiltInComponents
@testable import DescriptionFormat
@testable import SceneBuilding

/// Fixture files under Fixtures/ and small helpers for parsing inline descriptions.
enum Fixture {
    static var directory: URL { Bundle.module.resourceURL!.appendingPathComponent("Fixtures") }

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: directory.appendingPathComponent(name)))
    }

    /// Parses Fixtures/<name>, naming it by its last path component as the CLI would show a bare file name.
    static func parse(_ name: String) throws -> Document {
        let url = directory.appendingPathComponent(name)
        return try DescriptionParser().parse(try bytes(name), file: url.lastPathComponent,
                                             directory: url.deletingLastPathComponent().path)
    }
}

/// Parses an inline description.
func parse(_ text: String, file: String = "test.yaml", directory: String? = nil,
           limits: DescriptionLimits = .default) throws(DescriptionError) -> Document {
    try DescriptionParser(limits: limits).parse(text, file: file, directory: directory)
}

/// The error an inline description is refused with, or nil when it parses.
func parseError(_ text: String, file: String = "test.yaml", limits: DescriptionLimits = .default) -> DescriptionError? {
    do {
        _ = try parse(text, file: file, limits: limits)
        return nil
    } catch {
        return error
    }
}
