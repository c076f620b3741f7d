import Foundation
import Testing

/// RasterLanes is compiled for AVX2 in release builds on Linux x86-64, and Raster uses its code
/// on every CPU. That is safe only while Raster never calls a function RasterLanes compiled:
/// every declaration there is emitted into its caller and always inlined, except the one AVX2
/// entry (`conicChunkWide`) that Raster calls after the CPU check; and it declares no struct,
/// class or stored global, whose value-witness helpers or accessors are compiled there (a
/// value-witness helper is shared by name with other modules, and the linker keeps one copy).
/// A function added without the attributes would compile and pass every other test, then stop
/// a pre-2013 CPU with an illegal instruction; this fails first. scripts/check-wide-lanes checks
/// the release binary itself.
@Suite struct WideLanesIsolationTests {
    static let folder = ModuleTableTests.root + "/Sources/RasterLanes"

    /// The rule broken by each declaration of `text` (a file of RasterLanes), "file:line: …".
    /// Declarations are the lines at the margin, and the members (four spaces in) that say
    /// their access or `static`; a top-level function's own lines are four spaces in too.
    static func problems(in text: String, file: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        var problems: [String] = []
        for (index, line) in lines.enumerated() where !line.hasPrefix("        ") {
            let code = line.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("    "), !["package ", "public ", "static ", "internal "].contains(where: { code.hasPrefix($0) }) { continue }
            let words = Set(code.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ":" }).map(String.init))
            var attributes = "", above = index - 1
            while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") {
                attributes += " " + lines[above]
                above -= 1
            }
            let at = "Sources/RasterLanes/\(file):\(index + 1): \(code)"
            if code.hasPrefix("//") || code.hasPrefix("@") { continue }
            if !words.isDisjoint(with: ["struct", "class", "actor"]) {
                problems.append("\(at) — no structs or classes here (their value witnesses are compiled for AVX2); pass values, as ConicRowStart does")
            } else if words.contains("let") {
                problems.append("\(at) — a stored global is read through an accessor compiled here; make it a computed @_alwaysEmitIntoClient property")
            } else if words.contains("func") || words.contains("init") || words.contains("var") {
                if code.contains("func conicChunkWide(") {
                    if !attributes.contains("@inline(never)") {
                        problems.append("\(at) — the AVX2 entry stays @inline(never): the one function Raster calls")
                    }
                } else if !attributes.contains("@_alwaysEmitIntoClient")
                            || !(attributes.contains("@inline(always)") || text.contains("@inline(always) get")) {
                    problems.append("\(at) — mark it @_alwaysEmitIntoClient @inline(always) (or a getter `@inline(always) get`)")
                }
            }
        }
        return problems
    }

    @Test func everythingButTheEntryIsInlinedIntoItsCaller() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count >= 3)
        var problems: [String] = [], text = ""
        for file in files {
            let contents = try String(contentsOfFile: Self.folder + "/" + file, encoding: .utf8)
            problems += Self.problems(in: contents, file: file)
            text += contents
        }
        #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
        for kernel in ["func conicChunkWide(", "func conicChunk(", "static func turns(", "static func entries("] {
            #expect(text.contains(kernel), "\(kernel) is no longer in RasterLanes: this suite's names are stale")
        }
    }

    /// The rule catches what it is there for: a struct, a stored global, functions without the
    /// attributes (one only `@inlinable`), an entry that may be inlined; not a function's locals.
    @Test func theRuleFindsEachKindOfBreak() {
        let planted = """
            package struct Lanes {}
            package func local() {
                var unsure = 0
            }
            package let table = 3
            @inlinable @inline(__always)
            package func faster() {}
            @_alwaysEmitIntoClient @inline(always)
            package func fine() {}
            package func conicChunkWide() {}
            """
        let found = Self.problems(in: planted, file: "Planted.swift")
        #expect(found.count == 5, Comment(rawValue: found.joined(separator: "\n")))
        #expect(!found.contains { $0.contains("fine()") })
    }
}
