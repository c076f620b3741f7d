import DescriptionModel
import Diagnostics
import DescriptionSource

/// Walks a description's `SourceNode` tree and builds the model, one reader method per kind of value.
/// Every method throws a `DescriptionError` naming the value's line, column and key path and
/// what was expected. A reader is used for one file, on one thread.
package final class DescriptionReader {
    let file: String
    let directory: String?
    let limits: DescriptionLimits
    var components: ComponentRegistry
    /// The description file's own text: no bindings.
    let documentScope: Scope
    var system: SystemReference = .ids
    var sourceMap = SourceMap()
    var nodeCount = 0
    /// The fewest nodes each component of one's own stands for (see `leastExpansion(of:)`).
    var expansionSizes: [String: Int] = [:]

    /// Reads an imported library file (a path, a byte limit).
    let readFile: (String, Int) throws -> [UInt8]

    init(file: String, directory: String?, limits: DescriptionLimits, components: ComponentRegistry,
         readFile: @escaping (String, Int) throws -> [UInt8] = { _, _ in [] }) {
        self.readFile = readFile
        self.file = file
        self.directory = directory
        self.limits = limits
        self.components = components
        self.documentScope = Scope(file: file, directory: directory)
    }

    // MARK: Places and errors

    /// Where `value` is written: its own file (a library's, for a body), line and column.
    func location(of value: Value) -> SourceLocation? {
        value.node.location
    }

    /// A problem with `value`; inside a component's body, reported at the use with the
    /// definition's place (`SourceMap.error`).
    package func error(_ value: Value, _ message: String, suggestion: String? = nil) -> DescriptionError {
        sourceMap.error(file: file, location: location(of: value), path: value.path, message: message, suggestion: suggestion)
    }

    /// An "unknown X" error listing the allowed names, with a did-you-mean.
    func unknownName(_ value: Value, _ word: String, what: String, allowed: [String], context: String = "") -> DescriptionError {
        let nearest = DidYouMean.nearest(to: word, among: allowed)
        let hint = DidYouMean.clause(for: word, among: allowed)
        let list = allowed.isEmpty ? "nothing is allowed here" : "expected one of \(allowed.joined(separator: ", "))"
        return error(value, "unknown \(what) \"\(word)\"\(context); \(list)\(hint)", suggestion: nearest)
    }

    func record(_ value: Value) {
        if let location = location(of: value) { sourceMap[value.path] = location }
    }

    /// How a value reads in "found …" clauses.
    func describe(_ node: SourceNode) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case let .scalar(scalar):
            if isNull(scalar) { return "nothing (null)" }
            if scalar.style == .plain, Double(scalar.string) != nil { return "the number \(scalar.string)" }
            let shown = scalar.string.count > 40 ? String(scalar.string.prefix(40)) + "…" : scalar.string
            return "\"\(shown)\""
        }
    }

    func isNull(_ scalar: SourceNode.Scalar) -> Bool { scalar.isNull }

    func isNull(_ value: Value) -> Bool {
        if case let .scalar(scalar) = value.node { return isNull(scalar) }
        return false
    }

    // MARK: Collections

    /// Reads a mapping whose keys are those of a key table.
    package func fields(_ value: Value, keys: [KeySpec], what: String) throws(DescriptionError) -> Fields {
        try fields(value, allowed: keys.names, what: what)
    }

    /// Reads a mapping whose keys must all be in `allowed`; `what` names it in messages ("button"),
    /// `keyWord` what its keys are ("key", "prop").
    func fields(_ value: Value, allowed: [String], what: String, keyWord: String = "key") throws(DescriptionError) -> Fields {
        record(value)
        let mapping: SourceNode.Mapping
        switch value.node {
        case let .mapping(m): mapping = m
        case let .scalar(s) where isNull(s): mapping = SourceNode.Mapping([])
        default: throw error(value, "expected a mapping of \(what) keys (\(allowed.joined(separator: ", "))), found \(describe(value.node))")
        }
        var entries: [(key: String, value: Value)] = []
        for (keyNode, valueNode) in mapping {
            guard case let .scalar(keyScalar) = keyNode else {
                throw error(value.child(keyNode, at: value.path), "keys must be plain names, found \(describe(keyNode))")
            }
            let key = keyScalar.string
            let keyValue = value.child(keyNode, at: value.path.appending(key))
            guard allowed.contains(key) else {
                throw unknownName(keyValue, key, what: keyWord, allowed: allowed, context: " in \(what)")
            }
            // In a body, `$name` and `$switch` stand for a value; an unset optional prop removes its key.
            guard let entry = try bound(value.child(valueNode, at: value.path.appending(key))) else { continue }
            entries.append((key, entry))
        }
        return Fields(owner: value, what: what, entries: entries, reader: self)
    }

    /// Reads a list, giving each element its indexed path.
    /// In a body, items whose `when` does not hold and items bound to an unset prop are left out,
    /// and the rest are numbered as they stand.
    package func elements(_ value: Value, what: String) throws(DescriptionError) -> [Value] {
        record(value)
        guard case let .sequence(sequence) = value.node else {
            throw error(value, "expected a list of \(what), found \(describe(value.node))")
        }
        var items: [Value] = []
        for (index, item) in sequence.enumerated() {
            let written = value.child(item, at: value.path.appending(index: items.count))
            guard let kept = try included(written, writtenIndex: index), let item = try bound(kept) else { continue }
            items.append(item)
        }
        return items
    }

    // MARK: Scalars

    /// The text of a scalar. Plain scalars are taken as written (`label: 42` is the text "42");
    /// null is refused.
    func string(_ value: Value, what: @autoclosure () -> String = "a string", maxLength: Int? = nil) throws(DescriptionError) -> String {
        record(value)
        guard case let .scalar(scalar) = value.node, !isNull(scalar) else {
            throw error(value, "expected \(what()), found \(describe(value.node))")
        }
        let limit = maxLength ?? limits.maxStringLength
        if scalar.string.count > limit {
            throw error(value, "string of \(scalar.string.count) characters is longer than the limit of \(limit); shorten it")
        }
        return scalar.string
    }

    /// A finite number. Quoted scalars are strings, not numbers (so JSON's "12" is refused).
    func number(_ value: Value, what: @autoclosure () -> String = "a number") throws(DescriptionError) -> Double {
        record(value)
        guard case let .scalar(scalar) = value.node, scalar.style == .plain, !isNull(scalar) else {
            throw error(value, "expected \(what()), found \(describe(value.node))")
        }
        let text = scalar.string
        let special = text.lowercased().trimmingPrefix("+").trimmingPrefix("-")
        if ["nan", ".nan", "inf", ".inf", "infinity"].contains(String(special)) {
            throw error(value, "expected \(what()), found \(text); NaN and infinite values are not allowed")
        }
        guard text.utf8.allSatisfy({ "0123456789+-.eE".utf8.contains($0) }), let number = Double(text), number.isFinite else {
            throw error(value, "expected \(what()), found \(describe(value.node))")
        }
        return number
    }

    /// A size in logical px: finite, at least 0 (or above 0 when `positive`), at most `limits.maxLength`.
    func size(_ value: Value, positive: Bool = false) throws(DescriptionError) -> Double {
        let what = positive ? "a size in logical px (a number > 0)" : "a size in logical px (a number ≥ 0)"
        let number = try number(value, what: what)
        if number < 0 || (positive && number == 0) {
            throw error(value, "expected \(what), found \(describe(value.node)); sizes cannot be \(number < 0 ? "negative" : "zero")")
        }
        if number > limits.maxLength {
            throw error(value, "size \(describe(value.node)) is larger than the limit of \(Int(limits.maxLength)) px")
        }
        return number
    }

    /// A signed length in logical px (offsets, spread, letter spacing).
    func offset(_ value: Value) throws(DescriptionError) -> Double {
        let number = try number(value, what: "a length in logical px")
        if abs(number) > limits.maxLength {
            throw error(value, "length \(describe(value.node)) is beyond the limit of ±\(Int(limits.maxLength)) px")
        }
        return number
    }

    /// A number in `range` (opacity, gradient positions, centres).
    func number(_ value: Value, in range: ClosedRange<Double>, what: String) throws(DescriptionError) -> Double {
        let number = try number(value, what: what)
        guard range.contains(number) else {
            throw error(value, "expected \(what), found \(describe(value.node)); it must be between \(format(range.lowerBound)) and \(format(range.upperBound))")
        }
        return number
    }

    package func integer(_ value: Value, in range: ClosedRange<Int>, what: String) throws(DescriptionError) -> Int {
        let number = try number(value, what: what)
        guard number == number.rounded(), let integer = Int(exactly: number) else {
            throw error(value, "expected \(what), found \(describe(value.node)); it must be a whole number")
        }
        guard range.contains(integer) else {
            let upper = range.upperBound == Int.max ? "" : " and at most \(range.upperBound)"
            throw error(value, "expected \(what), found \(integer); it must be at least \(range.lowerBound)\(upper)")
        }
        return integer
    }

    /// `true` or `false` (YAML 1.1's yes / no / on / off are refused: they are too easy to write by accident).
    func bool(_ value: Value) throws(DescriptionError) -> Bool {
        record(value)
        if case let .scalar(scalar) = value.node, scalar.style == .plain {
            switch scalar.string {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        throw error(value, "expected true or false, found \(describe(value.node))")
    }

    /// One of an enum's raw values, with the list and a did-you-mean when it is not.
    package func enumeration<E: RawRepresentable & CaseIterable>(_ value: Value, _ type: E.Type, what: String) throws(DescriptionError) -> E
    where E.RawValue == String {
        let text = try string(value, what: "a \(what) (\(E.allCases.map(\.rawValue).joined(separator: ", ")))")
        guard let result = E(rawValue: text) else {
            throw unknownName(value, text, what: what, allowed: E.allCases.map(\.rawValue))
        }
        return result
    }

    func format(_ number: Double) -> String { plainNumber(number) }
}

/// A number as messages write it: whole numbers without ".0" (lengths are bounded, so the Int fits).
package func plainNumber(_ number: Double) -> String {
    number == number.rounded() ? String(Int(number)) : String(number)
}

/// The entries of one mapping, with the keys already checked against the allowed ones.
package struct Fields {
    package let owner: Value
    let what: String
    let entries: [(key: String, value: Value)]
    package let reader: DescriptionReader

    package subscript(key: String) -> Value? {
        entries.first { $0.key == key }?.value
    }

    func has(_ key: String) -> Bool { self[key] != nil }

    /// The value at `key`, or an error at the mapping naming the missing key and what it holds.
    package func required(_ key: String, _ expected: String) throws(DescriptionError) -> Value {
        guard let value = self[key] else {
            throw reader.error(owner, "missing required key \"\(key)\" in \(what) (\(expected))")
        }
        return value
    }

    /// Reads `key` with `read` when present.
    package func optional<T>(_ key: String, _ read: (Value) throws(DescriptionError) -> T) throws(DescriptionError) -> T? {
        guard let value = self[key] else { return nil }
        return try read(value)
    }
}
