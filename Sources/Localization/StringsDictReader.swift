/// Reads a `.stringsdict` (an XML property list): for each key, `NSStringLocalizedFormatKey`
/// (the value, with `%#@name@` references) and one dictionary per name with
/// `NSStringFormatSpecTypeKey` = `NSStringPluralRuleType`, `NSStringFormatValueTypeKey` (the
/// argument's conversion, `d` or `lld`) and the plural forms. The same model as a catalog's
/// substitutions: a variable's argument is its reference's place among the value's arguments.
struct StringsDictReader {
    let file: String

    func read(_ bytes: [UInt8]) throws(LocalizationError) -> [(key: String, localization: StringCatalog.Localization, line: Int)] {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw LocalizationError(file: file, message: "the file is not UTF-8", fix: "save it as UTF-8 (Xcode writes .stringsdict files so)")
        }
        let root: PropertyListNode
        do { root = try PropertyListNode.parse(text) } catch {
            throw LocalizationError(file: file, line: error.line, column: 1, message: error.message, fix: error.fix)
        }
        guard let entries = root.members else { throw fail(root, "the top level is not a <dict>", "a .stringsdict maps each key to a <dict>") }
        var out: [(key: String, localization: StringCatalog.Localization, line: Int)] = []
        for (key, node) in entries {
            guard let members = node.members else { throw fail(node, "the key \"\(key)\" holds no <dict>", "give it NSStringLocalizedFormatKey and its variables") }
            guard let formatNode = node["NSStringLocalizedFormatKey"], let format = formatNode.string else {
                throw fail(node, "the key \"\(key)\" has no NSStringLocalizedFormatKey string", "add <key>NSStringLocalizedFormatKey</key><string>%#@name@</string>")
            }
            var substitutions: [String: StringCatalog.Substitution] = [:]
            for (name, variable) in members where name != "NSStringLocalizedFormatKey" {
                substitutions[name] = try substitution(variable, named: name, in: key)
            }
            let unit = try self.unit(format, at: formatNode, in: "the format of \"\(key)\"", allowsArgument: false)
            for name in unit.format.substitutionNames where substitutions[name] == nil {
                throw fail(formatNode, "the format of \"\(key)\" refers to %#@\(name)@, which the key does not define", "add <key>\(name)</key> with its plural forms")
            }
            out.append((key, StringCatalog.Localization(value: .unit(unit), substitutions: substitutions), node.line))
        }
        return out
    }

    private func substitution(_ node: PropertyListNode, named name: String, in key: String) throws(LocalizationError) -> StringCatalog.Substitution {
        let place = "the variable \"\(name)\" of \"\(key)\""
        guard let members = node.members else { throw fail(node, "\(place) is not a <dict>", "give it NSStringFormatSpecTypeKey, NSStringFormatValueTypeKey and its forms") }
        guard let type = node["NSStringFormatSpecTypeKey"]?.string else {
            throw fail(node, "\(place) has no NSStringFormatSpecTypeKey", "add <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>")
        }
        guard type == "NSStringPluralRuleType" else {
            throw fail(node, "\(place) is a \(type), which is not read", "only NSStringPluralRuleType variables are drawn; move device and width variants to a String Catalog")
        }
        guard let valueType = node["NSStringFormatValueTypeKey"]?.string else {
            throw fail(node, "\(place) has no NSStringFormatValueTypeKey", "add <key>NSStringFormatValueTypeKey</key><string>d</string>")
        }
        do { _ = try StringFormatter.specifier(valueType) } catch { throw fail(node, "\(place): \(error.message)", error.fix) }
        var forms: [PluralCategory: StringCatalog.StringUnit] = [:]
        for (formName, formNode) in members where formName != "NSStringFormatSpecTypeKey" && formName != "NSStringFormatValueTypeKey" {
            guard let category = PluralCategory(rawValue: formName) else {
                throw fail(formNode, "\"\(formName)\" in \(place) is not a plural category", "use CLDR's zero, one, two, few, many, other")
            }
            guard let text = formNode.string else { throw fail(formNode, "the \(formName) form of \(place) is not a <string>", "write it as <string>…</string>") }
            forms[category] = try unit(text, at: formNode, in: "the \(formName) form of \(place)", allowsArgument: false)
        }
        guard forms[.other] != nil else { throw fail(node, "\(place) has no \"other\" form", "add <key>other</key>: every language uses it") }
        return StringCatalog.Substitution(argumentNumber: nil, formatSpecifier: valueType, plural: forms)
    }

    private func unit(_ text: String, at node: PropertyListNode, in place: String, allowsArgument: Bool) throws(LocalizationError) -> StringCatalog.StringUnit {
        do {
            return StringCatalog.StringUnit(value: text, format: try FormatString.parse(text, allowsArgument: allowsArgument), line: node.line)
        } catch {
            throw fail(node, "\(place): \(error.message)", error.fix)
        }
    }

    private func fail(_ node: PropertyListNode, _ message: String, _ fix: String) -> LocalizationError {
        LocalizationError(file: file, line: node.line, column: 1, message: message, fix: fix)
    }
}
