import DescriptionModel

/// How a body names its props: a whole scalar `$name`, or `${name}` inside longer text.
package enum PropReference {
    /// `size` for the scalar `$size`; nil for anything else (`$5.00` is text).
    static func whole(_ text: String) -> String? {
        guard text.hasPrefix("$"), !text.hasPrefix("${") else { return nil }
        let name = String(text.dropFirst())
        return isName(name) ? name : nil
    }

    /// The names interpolated in `text` (`"${count} items"` → `count`), with their ranges.
    static func interpolated(_ text: String) -> [(name: String, range: Range<String.Index>)] {
        var found: [(String, Range<String.Index>)] = []
        var rest = text[...]
        while let open = rest.range(of: "${"), let close = rest[open.upperBound...].firstIndex(of: "}") {
            found.append((String(rest[open.upperBound..<close]), open.lowerBound..<rest.index(after: close)))
            rest = rest[rest.index(after: close)...]
        }
        return found
    }

    /// A prop name: a letter or `_`, then letters, digits and `_`.
    static func isName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic || first == "_" else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }
}

/// `when:` on an item of a body's `children`: `name`, `"!name"`, `"name == value"`, `"name != value"`.
package struct WhenCondition: Equatable {
    enum Test: Equatable {
        /// A true bool, or an optional prop that is set.
        case holds
        case doesNotHold
        case equals(String)
        case differs(String)
    }

    var name: String
    var test: Test

    /// Nil when `text` is none of the four forms.
    init?(_ text: String) {
        let text = trimmed(text)
        for (op, make) in [("==", Test.equals), ("!=", Test.differs)] {
            let parts = text.split(separator: op, maxSplits: 1, omittingEmptySubsequences: false)
            if parts.count == 2 {
                let name = trimmed(parts[0])
                let value = trimmed(parts[1])
                guard PropReference.isName(name), !value.isEmpty else { return nil }
                self.name = name
                self.test = make(value)
                return
            }
        }
        let negated = text.hasPrefix("!")
        let name = negated ? trimmed(text.dropFirst()) : text
        guard PropReference.isName(name) else { return nil }
        self.name = name
        self.test = negated ? .doesNotHold : .holds
    }

    /// Whether the item is kept, for a prop bound to `binding` of kind `kind`.
    func holds(for binding: PropBinding, kind: PropDeclaration.Kind) -> Bool {
        let isTrue: Bool
        switch binding {
        case .unset: isTrue = false
        case .value: isTrue = kind == .bool ? binding.text == "true" : true
        }
        switch test {
        case .holds: return isTrue
        case .doesNotHold: return !isTrue
        case let .equals(value): return binding.text == value
        case let .differs(value): return binding.text != value
        }
    }
}

/// `text` without leading and trailing spaces.
private func trimmed(_ text: some StringProtocol) -> String {
    var slice = Substring(text)
    while slice.first == " " { slice = slice.dropFirst() }
    while slice.last == " " { slice = slice.dropLast() }
    return String(slice)
}
