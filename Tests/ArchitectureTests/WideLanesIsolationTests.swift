import Foundation
import Testing

/// RasterLanes is compiled for AVX2 in release builds on Linux x86-64, and Raster uses its code
/// on every CPU. That is safe only while Raster never calls a function RasterLanes compiled:
/// every declaration there is emitted into its caller and always inlined, except the AVX2
/// entries (functions named `…Wide`, such as `conicChunkWide`) that Raster calls after the CPU
/// check; and it declares no struct,
/// class, enum with cases, or stored global, whose value-witness helpers or accessors are
/// compiled there (a value-witness helper is shared by name with other modules, and the linker
/// keeps one copy). A function added without the attributes would compile and pass every other
/// test here, then stop a CPU without AVX2 (x86-64-v3) with an illegal instruction; this fails
/// first. scripts/check-wide-lanes checks the release binary's object files themselves.
@Suite struct WideLanesIsolationTests {
    static let folder = ModuleTableTests.root + "/Sources/RasterLanes"

    /// One declaration: its line and its text, with the attributes on the lines above joined in
    /// front.
    struct Declaration {
        var line: Int
        var text: String
    }

    /// The declarations of a Swift file that sit at the top level or directly in a type's or
    /// extension's braces; a function's, accessor's or closure's lines are skipped. Braces are
    /// counted per line outside comments and string literals, which is enough for this module.
    static func declarations(in source: String) -> [Declaration] {
        var found: [Declaration] = []
        var scopes: [Bool] = []                  // per open brace: true where members are declared
        var attributes = ""
        for (index, raw) in source.components(separatedBy: "\n").enumerated() {
            let code = strippingCommentsAndStrings(raw).trimmingCharacters(in: .whitespaces)
            let inMembers = scopes.allSatisfy { $0 }
            if inMembers, !code.isEmpty {
                if code.hasPrefix("@"), !declares(code) {
                    attributes += code + " "
                } else {
                    if declares(code) { found.append(Declaration(line: index + 1, text: attributes + code)) }
                    attributes = ""
                }
            }
            for character in code {
                if character == "{" {
                    let opensMembers = inMembers && ["enum", "struct", "class", "actor", "extension", "protocol"]
                        .contains { words(of: code).contains($0) } && !words(of: code).contains("func")
                    scopes.append(opensMembers)
                } else if character == "}", !scopes.isEmpty {
                    scopes.removeLast()
                }
            }
        }
        return found
    }

    static func words(of code: String) -> [String] {
        code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@") }).map(String.init)
    }

    static func declares(_ code: String) -> Bool {
        !Set(words(of: code)).isDisjoint(with: ["func", "var", "let", "init", "subscript", "struct", "class", "actor", "enum", "case", "typealias", "extension", "protocol"])
    }

    static func strippingCommentsAndStrings(_ line: String) -> String {
        var kept = "", inString = false, previous: Character = " "
        for character in line {
            if !inString, character == "/", previous == "/" { kept.removeLast(); break }
            if character == "\"" { inString.toggle() } else if !inString { kept.append(character) }
            previous = character
        }
        return kept
    }

    /// The rule broken by each declaration of `source` (a file of RasterLanes), "file:line: …".
    static func problems(in source: String, file: String) -> [String] {
        var problems: [String] = []
        for declaration in declarations(in: source) {
            let text = declaration.text, words = Set(words(of: text))
            let at = "Sources/RasterLanes/\(file):\(declaration.line): \(text)"
            if !words.isDisjoint(with: ["struct", "class", "actor", "protocol"]) {
                problems.append("\(at) — no structs, classes or protocols here (their value witnesses are compiled for AVX2); pass values, as ConicRowConstants does")
            } else if words.contains("case") {
                problems.append("\(at) — no enum cases here (the enum's value witnesses are compiled for AVX2); keep enums caseless namespaces")
            } else if words.contains("let") || (words.contains("var") && !text.contains("{")) {
                problems.append("\(at) — a stored value is read through an accessor compiled here; make it a computed @_alwaysEmitIntoClient property")
            } else if !words.isDisjoint(with: ["func", "var", "init", "subscript"]) {
                if text.range(of: #"func [A-Za-z0-9]+Wide\("#, options: .regularExpression) != nil {
                    if !text.contains("@inline(never)") {
                        problems.append("\(at) — an AVX2 entry stays @inline(never): the only functions Raster calls")
                    }
                } else if !text.contains("@_alwaysEmitIntoClient") || !text.contains("@inline(always)") {
                    problems.append("\(at) — mark it @_alwaysEmitIntoClient and @inline(always) (a property: `@inline(always) get` on its line)")
                }
            }
        }
        return problems
    }

    @Test func everythingButTheEntryIsInlinedIntoItsCaller() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count >= 3)
        var problems: [String] = [], names: [String] = []
        for file in files {
            let contents = try String(contentsOfFile: Self.folder + "/" + file, encoding: .utf8)
            problems += Self.problems(in: contents, file: file)
            names += Self.declarations(in: contents).map(\.text)
        }
        #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
        for kernel in ["func conicChunkWide(", "func conicChunk(", "func blendSpanWide(", "func blendSpan(", "func fillSpanWide(",
                       "func blendConstantSpanWide(", "func resolveNonZeroWide(", "func linearEntriesWide(",
                       "func linearOverWide(", "func linearCoverWide(", "func accumulateInsideWide(", "func solidCoverWide(", "func solidCover(", "func blendQuads(", "static func turns(", "static func entries(", "var roundingMagic:"] {
            #expect(names.contains { $0.contains(kernel) }, "\(kernel) is not among RasterLanes' declarations: this suite's names or parser are stale")
        }
    }

    /// The rule catches what it is there for, written each way it could be written; not a
    /// function's own lines, nor a compliant declaration.
    @Test func theRuleFindsEachKindOfBreak() {
        let planted = """
            package struct Lanes {}
            package let table = 3
            @inlinable @inline(__always)
            package func onlyInlinable() {}
            @inlinable package func attributesOnItsLine() {}
            package func local() {
                var unsure = 0
                let x = 1
            }
            @usableFromInline
            package enum Namespace {
                func implicitAccess() {}
                @_alwaysEmitIntoClient @inline(always)
                static func fine() {}
                case one
                subscript(i: Int) -> Int { i }
                init?(x: Int) { nil }
            }
            @_alwaysEmitIntoClient package var noGetter: Float { 1 }
            @_alwaysEmitIntoClient package var computed: Float { @inline(always) get { 1 } }
            package func conicChunkWide() {}
            package func blendSpanWide() {}
            @inline(never) package func fillWide() {}
            """
        let found = Self.problems(in: planted, file: "Planted.swift")
        let expected = ["struct Lanes", "let table", "onlyInlinable", "attributesOnItsLine", "func local", "implicitAccess",
                        "case one", "subscript", "init?", "noGetter", "conicChunkWide", "blendSpanWide"]
        for name in expected {
            #expect(found.contains { $0.contains(name) }, "\(name) not found in:\n\(found.joined(separator: "\n"))")
        }
        #expect(found.count == expected.count, Comment(rawValue: found.joined(separator: "\n")))
        #expect(!found.contains { $0.contains("fine()") || $0.contains("var computed") || $0.contains("var unsure") || $0.contains("let x") || $0.contains("fillWide") })
    }
}
