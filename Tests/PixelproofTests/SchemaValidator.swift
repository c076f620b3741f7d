import Foundation
import Yams

/// The part of JSON Schema 2020-12 that docs/pixelproof.schema.json uses (type, enum, const,
/// pattern, minimum / maximum, minLength, properties / patternProperties / required / additionalProperties,
/// min/maxProperties, items, anyOf / oneOf / allOf, local $ref), enough to check descriptions
/// without a dependency. Returns the failures as "path: reason".
struct SchemaValidator {
    let root: [String: Any]

    init(schemaFile: String) throws {
        root = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: schemaFile))) as! [String: Any]
    }

    /// A YAML or JSON description as plain values, scalars typed by YAML's core schema.
    static func instance(yaml text: String) throws -> Any? {
        func convert(_ node: Yams.Node) -> Any? {
            switch node {
            case let .scalar(s):
                if s.style != .plain { return s.string }
                if ["", "~", "null", "Null", "NULL"].contains(s.string) { return nil }
                if ["true", "True", "TRUE"].contains(s.string) { return true }
                if ["false", "False", "FALSE"].contains(s.string) { return false }
                if let i = Int(s.string) { return i }
                if let d = Double(s.string) { return d }
                return s.string
            case let .mapping(m):
                var out: [String: Any?] = [:]
                for (k, v) in m { out[k.string ?? ""] = convert(v) }
                return out
            case let .sequence(seq): return seq.map(convert)
            case .alias: return nil
            }
        }
        return try Yams.compose(yaml: text).map(convert) ?? nil
    }

    func errors(of value: Any?) -> [String] { check(value, root, "") }

    private func resolve(_ schema: [String: Any]) -> [String: Any] {
        guard let ref = schema["$ref"] as? String, ref.hasPrefix("#/$defs/") else { return schema }
        return (root["$defs"] as! [String: Any])[String(ref.dropFirst(8))] as! [String: Any]
    }

    private func check(_ value: Any?, _ raw: [String: Any], _ path: String) -> [String] {
        let schema = resolve(raw)
        var out: [String] = []
        func fail(_ reason: String) { out.append("\(path.isEmpty ? "(root)" : path): \(reason)") }
        if let type = schema["type"] as? String, !Self.matches(value, type) { fail("not a \(type)"); return out }
        if let options = schema["enum"] as? [String], !options.contains(value as? String ?? "\u{0}") { fail("not one of \(options)") }
        if let constant = schema["const"] as? String, (value as? String) != constant { fail("not \(constant)") }
        if let pattern = schema["pattern"] as? String, let s = value as? String, s.range(of: pattern, options: .regularExpression) == nil {
            fail("\"\(s)\" does not match \(pattern)")
        }
        if let min = schema["minLength"] as? Double, let s = value as? String, Double(s.count) < min { fail("too short") }
        if let n = Self.number(value) {
            if let min = schema["minimum"] as? Double, n < min { fail("\(n) < \(min)") }
            if let max = schema["maximum"] as? Double, n > max { fail("\(n) > \(max)") }
        }
        if let object = value as? [String: Any?] {
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for key in schema["required"] as? [String] ?? [] where object[key] == nil { fail("missing \(key)") }
            let patterns = schema["patternProperties"] as? [String: Any] ?? [:]
            func matchingPatterns(_ key: String) -> [[String: Any]] {
                patterns.compactMap { key.range(of: $0.key, options: .regularExpression) != nil ? $0.value as? [String: Any] : nil }
            }
            if schema["additionalProperties"] as? Bool == false {
                for key in object.keys where properties[key] == nil && matchingPatterns(key).isEmpty { fail("unknown key \(key)") }
            }
            for (key, member) in object { for sub in matchingPatterns(key) { out += check(member, sub, path + "." + key) } }
            if let rest = schema["additionalProperties"] as? [String: Any] {
                for (key, member) in object where properties[key] == nil && matchingPatterns(key).isEmpty {
                    out += check(member, rest, path + "." + key)
                }
            }
            if let min = schema["minProperties"] as? Double, Double(object.count) < min { fail("too few keys") }
            if let max = schema["maxProperties"] as? Double, Double(object.count) > max { fail("too many keys") }
            for (key, sub) in properties { if let member = object[key] { out += check(member, sub as! [String: Any], path + "." + key) } }
        }
        if let array = value as? [Any?], let items = schema["items"] as? [String: Any] {
            for (i, element) in array.enumerated() { out += check(element, items, "\(path)[\(i)]") }
        }
        if let all = schema["allOf"] as? [[String: Any]] { for sub in all { out += check(value, sub, path) } }
        if let any = schema["anyOf"] as? [[String: Any]] {
            let attempts = any.map { check(value, $0, path) }
            if !attempts.contains(where: \.isEmpty) {
                // The alternative that got deepest into the value says what is wrong.
                let closest = attempts.max { depth($0) < depth($1) } ?? []
                fail("matches none of \(any.count) alternatives; closest: \(closest.joined(separator: "; "))")
            }
        }
        if let one = schema["oneOf"] as? [[String: Any]], one.filter({ check(value, $0, path).isEmpty }).count != 1 {
            fail("must match exactly one of \(one.count) alternatives")
        }
        return out
    }

    /// How far into the value an attempt's deepest failure is.
    private func depth(_ errors: [String]) -> Int {
        errors.map { $0.prefix { $0 != ":" }.filter { $0 == "." || $0 == "[" }.count }.max() ?? 0
    }

    private static func number(_ value: Any?) -> Double? {
        if value is Bool { return nil }
        if let i = value as? Int { return Double(i) }
        return value as? Double
    }

    private static func matches(_ value: Any?, _ type: String) -> Bool {
        switch type {
        case "null": return value == nil
        case "boolean": return value is Bool
        case "integer": return !(value is Bool) && (value is Int || (value as? Double).map { $0 == $0.rounded() } == true)
        case "number": return number(value) != nil
        case "string": return value is String
        case "array": return value is [Any?]
        case "object": return value is [String: Any?]
        default: return false
        }
    }
}
