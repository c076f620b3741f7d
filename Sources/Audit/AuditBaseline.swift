import Diagnostics
import Files
import JSON

/// Findings a team has accepted for now: listed findings do not fail a run (they are reported as
/// `baselined`), and entries no run produced any more are reported as stale, so the file shrinks
/// as fixes land. A finding is matched by file, key path, rule and variant, never by its figures,
/// so a contrast that moves from 3.1 to 3.2 stays baselined.
///
///     {"version": 1, "findings": [{"file": "Screens/cart.yaml", "path": "content.button", "rule": "targetSize", "variant": {"textSize": "AX3"}}]}
package struct AuditBaseline: Sendable, Equatable {
    package struct Key: Hashable, Sendable, Comparable {
        package var file: String
        package var path: String
        package var rule: AuditRule
        /// The variant's axes and values, in the matrix's order; empty for the default variant.
        /// Kept as pairs, never joined into one string, so a value holding `,` or `=` (a token
        /// context can be named anything) cannot spell another variant.
        package var variant: [AxisValue]

        package static func < (a: Key, b: Key) -> Bool {
            if (a.file, a.path, a.rule.rawValue) != (b.file, b.path, b.rule.rawValue) {
                return (a.file, a.path, a.rule.rawValue) < (b.file, b.path, b.rule.rawValue)
            }
            return a.variant.lexicographicallyPrecedes(b.variant)
        }

        /// `textSize=AX3,theme=dark`, for people to read (not to match on).
        package var variantText: String { variant.map { "\($0.axis)=\($0.value)" }.joined(separator: ",") }
    }

    /// One axis of a variant and its value (`textSize`, `AX3`; a token modifier and its context).
    package struct AxisValue: Hashable, Sendable, Comparable {
        package var axis: String
        package var value: String

        package init(_ axis: String, _ value: String) { self.axis = axis; self.value = value }

        /// The pairs of a finding's or a picture's variant.
        package static func list(_ variant: [(axis: String, value: String)]) -> [AxisValue] {
            variant.map { AxisValue($0.axis, $0.value) }
        }

        package static func < (a: AxisValue, b: AxisValue) -> Bool { (a.axis, a.value) < (b.axis, b.value) }
    }

    package var keys: Set<Key>

    package init(keys: Set<Key> = []) { self.keys = keys }

    /// The largest baseline file read (a catalog's baseline is a few hundred kilobytes).
    package static let maxBytes = 16 << 20

    /// The baseline at `path`; a file that does not exist is an empty baseline (the first
    /// `--update-baseline` creates it). Throws `AuditBaselineError` naming the line and column.
    package static func load(_ path: String) throws(AuditBaselineError) -> AuditBaseline {
        guard FilePath.exists(path) else { return AuditBaseline() }
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(path, maxBytes: maxBytes) } catch {
            throw AuditBaselineError(file: path, line: nil, column: nil, message: "\(error.message); check the path, or remove the file and run with --update-baseline")
        }
        return try parse(bytes, file: path)
    }

    /// A baseline file's bytes (`file` names it in messages).
    package static func parse(_ bytes: [UInt8], file: String) throws(AuditBaselineError) -> AuditBaseline {
        let root: JSONNode
        do { root = try JSONNode.parse(bytes) } catch {
            throw AuditBaselineError(file: file, line: error.line, column: error.column, message: "\(error.message); a baseline is the JSON --update-baseline writes")
        }
        func fail(_ node: JSONNode, _ message: String) -> AuditBaselineError {
            AuditBaselineError(file: file, line: node.line, column: node.column, message: message)
        }
        guard let members = root.members else { throw fail(root, "expected an object {\"version\": 1, \"findings\": […]}, found \(root.kindDescription)") }
        for member in members where !["version", "findings"].contains(member.key) {
            throw AuditBaselineError(file: file, line: member.keyLine, column: member.keyColumn,
                                     message: "unknown key \"\(member.key)\"; a baseline has version and findings" + DidYouMean.clause(for: member.key, among: ["version", "findings"]))
        }
        if let version = root["version"], version.integer != 1 {
            throw fail(version, "unsupported baseline version \(version.number.map { JSONValue.format($0) } ?? version.kindDescription); this Pixelproof writes version 1 (run with --update-baseline to rewrite it)")
        }
        guard let list = root["findings"] else { throw fail(root, "missing key \"findings\" (a list of {file, path, rule, variant})") }
        guard let entries = list.array else { throw fail(list, "findings: expected a list, found \(list.kindDescription)") }
        var keys = Set<Key>()
        for entry in entries {
            guard let fields = entry.members else { throw fail(entry, "a finding is an object {file, path, rule, variant}, found \(entry.kindDescription)") }
            let allowed = ["file", "path", "rule", "variant"]
            for field in fields where !allowed.contains(field.key) {
                throw AuditBaselineError(file: file, line: field.keyLine, column: field.keyColumn,
                                         message: "unknown key \"\(field.key)\" in a finding; expected file, path, rule, variant" + DidYouMean.clause(for: field.key, among: allowed))
            }
            func text(_ key: String) throws(AuditBaselineError) -> String {
                guard let node = entry[key] else { throw fail(entry, "missing key \"\(key)\" in a finding (file, path, rule and variant are required)") }
                guard let s = node.string else { throw fail(node, "\(key): expected a string, found \(node.kindDescription)") }
                return s
            }
            let ruleName = try text("rule")
            guard let rule = AuditRule(rawValue: ruleName) else {
                throw fail(entry["rule"]!, "unknown rule \"\(ruleName)\"; rules: \(AuditRule.allCases.map(\.rawValue).joined(separator: ", "))" + DidYouMean.clause(for: ruleName, among: AuditRule.allCases.map(\.rawValue)))
            }
            guard let variantNode = entry["variant"] else { throw fail(entry, "missing key \"variant\" in a finding ({} for the default variant)") }
            guard let pairs = variantNode.members else { throw fail(variantNode, "variant: expected an object {axis: value}, found \(variantNode.kindDescription)") }
            var variant: [AxisValue] = []
            for pair in pairs {
                guard let value = pair.node.string else { throw fail(pair.node, "variant.\(pair.key): expected a string, found \(pair.node.kindDescription)") }
                variant.append(AxisValue(pair.key, value))
            }
            keys.insert(Key(file: try text("file"), path: try text("path"), rule: rule, variant: variant))
        }
        return AuditBaseline(keys: keys)
    }

    /// The file `--update-baseline` writes: one entry per failure, sorted, so it diffs well.
    package static func json(of findings: [AuditFinding]) -> JSONValue {
        var seen = Set<Key>()
        let entries = findings.filter { $0.status != .exempt }.sorted { $0.baselineKey < $1.baselineKey }.compactMap { f -> JSONValue? in
            guard seen.insert(f.baselineKey).inserted else { return nil }
            return .object([("file", .string(f.file)), ("path", .string(f.path)), ("rule", .string(f.rule.rawValue)),
                            ("variant", .object(f.variant.map { ($0.axis, .string($0.value)) }))])
        }
        return .object([("version", .int(1)), ("findings", .array(entries))])
    }

    /// `findings` with those listed here marked `baselined`, and the entries none of them matched.
    package func apply(to findings: [AuditFinding]) -> (findings: [AuditFinding], stale: [Key]) {
        var used = Set<Key>()
        let marked = findings.map { finding -> AuditFinding in
            guard finding.status == .fail, keys.contains(finding.baselineKey) else { return finding }
            used.insert(finding.baselineKey)
            var f = finding
            f.status = .baselined
            return f
        }
        return (marked, keys.subtracting(used).sorted())
    }
}

/// A baseline file that cannot be read: where and why, with the fix.
package struct AuditBaselineError: Error, Sendable, Equatable, CustomStringConvertible {
    package var file: String
    package var line: Int?
    package var column: Int?
    package var message: String
    package var description: String {
        var place = file
        if let line { place += ":\(line)"; if let column { place += ":\(column)" } }
        return "\(place): \(message)"
    }
}
