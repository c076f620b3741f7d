/// An element of an XML document with its attributes in file order and where each was written.
/// Text, comments, processing instructions and the doctype are read past: an icon draws none.
struct XMLElement: Sendable {
    struct Attribute: Sendable {
        var name: String
        var value: String
        var line: Int
        var column: Int
    }

    var name: String
    var attributes: [Attribute]
    var children: [XMLElement]
    var line: Int
    var column: Int

    subscript(_ name: String) -> Attribute? { attributes.first { $0.name == name } }
}

/// The small, strict XML reader an icon file goes through: elements, attributes (quoted with `"`
/// or `'`, the five predefined entities and character references), comments, CDATA, processing
/// instructions and a doctype without an internal subset (which could declare entities). Nesting
/// is bounded, so no file can exhaust the stack of what walks the tree.
struct XMLElementTree {
    static let maxDepth = 64
    static let maxElements = 20_000

    private var scalars: [Unicode.Scalar]
    private var i = 0
    private var line = 1
    private var column = 1
    private let file: String
    private var elementCount = 0

    /// The root element of `text`.
    static func parse(_ text: String, file: String) throws(SVGIconError) -> XMLElement {
        var reader = XMLElementTree(scalars: Array(text.unicodeScalars), file: file)
        return try reader.document()
    }

    private init(scalars: [Unicode.Scalar], file: String) { self.scalars = scalars; self.file = file }

    private func fail(_ message: String) -> SVGIconError { SVGIconError(file: file, line: line, column: column, message: message) }

    private var atEnd: Bool { i >= scalars.count }
    private func peek(_ offset: Int = 0) -> Unicode.Scalar? { i + offset < scalars.count ? scalars[i + offset] : nil }

    private func starts(with s: String) -> Bool {
        var k = i
        for c in s.unicodeScalars {
            guard k < scalars.count, scalars[k] == c else { return false }
            k += 1
        }
        return true
    }

    private mutating func advance() {
        if scalars[i] == "\n" { line += 1; column = 1 } else { column += 1 }
        i += 1
    }

    private mutating func advance(by n: Int) { for _ in 0..<n where !atEnd { advance() } }

    private mutating func skipSpace() { while let c = peek(), c == " " || c == "\t" || c == "\n" || c == "\r" { advance() } }

    /// Past `terminator`, which must come before the end.
    private mutating func skip(past terminator: String, what: String) throws(SVGIconError) {
        let (l, c) = (line, column)
        while !atEnd {
            if starts(with: terminator) { advance(by: terminator.unicodeScalars.count); return }
            advance()
        }
        throw SVGIconError(file: file, line: l, column: c, message: "\(what) is not closed with \(terminator)")
    }

    /// Comments, processing instructions and white space between elements.
    private mutating func skipMisc() throws(SVGIconError) {
        while true {
            skipSpace()
            if starts(with: "<!--") { try skip(past: "-->", what: "a comment") }
            else if starts(with: "<?") { try skip(past: "?>", what: "a processing instruction") }
            else { return }
        }
    }

    private mutating func document() throws(SVGIconError) -> XMLElement {
        if peek() == "\u{FEFF}" { advance() }
        try skipMisc()
        if starts(with: "<!DOCTYPE") {
            let (l, c) = (line, column)
            var quote: Unicode.Scalar?
            while let ch = peek() {
                if let q = quote { if ch == q { quote = nil } }
                else if ch == "\"" || ch == "'" { quote = ch }
                else if ch == "[" { throw fail("a doctype with an internal subset (entity declarations) is not read; remove the [ … ] part") }
                else if ch == ">" { break }
                advance()
            }
            guard !atEnd else { throw SVGIconError(file: file, line: l, column: c, message: "the doctype is not closed with >") }
            advance()
            try skipMisc()
        }
        guard peek() == "<" else { throw fail(atEnd ? "no element: an SVG icon is an <svg> element" : "expected an element (<svg …>), found text") }
        let root = try element(depth: 1)
        try skipMisc()
        guard atEnd else { throw fail("content after the root element closed; an SVG file has one <svg> element") }
        return root
    }

    private mutating func name() throws(SVGIconError) -> String {
        var s = ""
        while let c = peek(), c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "-" || c == "_" || c == ":" || c == "." {
            s.unicodeScalars.append(c)
            advance()
        }
        if s.isEmpty { throw fail("expected a name, found \(peek().map { "\"\($0)\"" } ?? "the end of the file")") }
        return s
    }

    private mutating func element(depth: Int) throws(SVGIconError) -> XMLElement {
        guard depth <= Self.maxDepth else { throw fail("elements are nested more than \(Self.maxDepth) deep") }
        elementCount += 1
        guard elementCount <= Self.maxElements else { throw fail("more than \(Self.maxElements) elements; an icon has a few") }
        let (l, c) = (line, column)
        advance()  // <
        let tag = try name()
        var attributes: [XMLElement.Attribute] = []
        while true {
            let hadSpace = peek().map { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" } ?? false
            skipSpace()
            if starts(with: "/>") { advance(by: 2); return XMLElement(name: tag, attributes: attributes, children: [], line: l, column: c) }
            if peek() == ">" { advance(); break }
            guard !atEnd else { throw SVGIconError(file: file, line: l, column: c, message: "<\(tag)> is not closed with >") }
            guard hadSpace else { throw fail("expected white space, > or /> after <\(tag)'s name or last attribute") }
            let (al, ac) = (line, column)
            let attribute = try name()
            if attributes.contains(where: { $0.name == attribute }) { throw SVGIconError(file: file, line: al, column: ac, message: "attribute \(attribute) is given twice") }
            skipSpace()
            guard peek() == "=" else { throw fail("expected = after attribute \(attribute)") }
            advance()
            skipSpace()
            attributes.append(XMLElement.Attribute(name: attribute, value: try quoted(), line: al, column: ac))
        }
        var children: [XMLElement] = []
        while true {
            if atEnd { throw SVGIconError(file: file, line: l, column: c, message: "<\(tag)> is never closed (no </\(tag)>)") }
            if starts(with: "<!--") { try skip(past: "-->", what: "a comment") }
            else if starts(with: "<![CDATA[") { try skip(past: "]]>", what: "a CDATA section") }
            else if starts(with: "<?") { try skip(past: "?>", what: "a processing instruction") }
            else if starts(with: "</") {
                advance(by: 2)
                let closing = try name()
                guard closing == tag else { throw fail("</\(closing)> closes <\(tag)> (opened at line \(l))") }
                skipSpace()
                guard peek() == ">" else { throw fail("expected > after </\(closing)") }
                advance()
                return XMLElement(name: tag, attributes: attributes, children: children, line: l, column: c)
            } else if peek() == "<" {
                children.append(try element(depth: depth + 1))
            } else {
                advance()  // text: an icon draws none
            }
        }
    }

    private mutating func quoted() throws(SVGIconError) -> String {
        guard let q = peek(), q == "\"" || q == "'" else { throw fail("expected a quoted attribute value") }
        advance()
        var s = ""
        while let c = peek(), c != q {
            if c == "<" { throw fail("< inside an attribute value; write &lt;") }
            if c == "&" { s.unicodeScalars.append(try entity()); continue }
            s.unicodeScalars.append(c)
            advance()
        }
        guard !atEnd else { throw fail("attribute value is not closed with \(q)") }
        advance()
        return s
    }

    private mutating func entity() throws(SVGIconError) -> Unicode.Scalar {
        let (l, c) = (line, column)
        advance()  // &
        var body = ""
        while let ch = peek(), ch != ";", body.unicodeScalars.count < 12 { body.unicodeScalars.append(ch); advance() }
        guard peek() == ";" else { throw SVGIconError(file: file, line: l, column: c, message: "an entity (&…;) is not closed with ;") }
        advance()
        let named: [String: Unicode.Scalar] = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
        if let s = named[body] { return s }
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            if let value, let scalar = Unicode.Scalar(value) { return scalar }
        }
        throw SVGIconError(file: file, line: l, column: c, message: "unknown entity &\(body);; only &lt; &gt; &amp; &quot; &apos; and &#…; are read")
    }
}
