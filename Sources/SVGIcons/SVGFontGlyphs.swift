import Files
import Raster
import Values

/// The glyphs of an SVG font (`<glyph glyph-name="star" d="…"/>`), each as path data in a
/// 24 × 24 icon box, y down: what `Image(systemName:)` draws from the Material Design Icons set
/// an SVG font holds. Only the font's `font-face` metrics and each glyph's name and outline are
/// read; a glyph without an outline (a space) is left out.
package struct SVGFontGlyphs: Sendable {
    /// The font file, for messages.
    package let file: String
    /// Glyph name → path data in the 24 × 24 box.
    package let pathData: [String: String]

    /// The Material Design Icons font is 1.8 MB; four times that is no icon font.
    package static let maxFileBytes = 8 << 20

    /// Reads the font at `path`: a regular file, bounded.
    package static func load(_ path: String) throws(SVGIconError) -> SVGFontGlyphs {
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(path, maxBytes: maxFileBytes) } catch {
            throw SVGIconError(file: path, message: error.message)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SVGIconError(file: path, message: "is not UTF-8 text; an SVG font is an XML file")
        }
        return try parse(text, file: path)
    }

    /// The glyphs of the font `text`. Its em square (`units-per-em`, y up from the baseline,
    /// `ascent` above it) is the icon's box: x × 24/em, y flipped from the ascent down.
    package static func parse(_ text: String, file: String) throws(SVGIconError) -> SVGFontGlyphs {
        let utf8 = Array(text.utf8)
        guard let face = elements(named: "font-face", in: utf8).first,
              let em = face["units-per-em"].flatMap(Double.init), em > 0,
              let ascent = face["ascent"].flatMap(Double.init) else {
            throw SVGIconError(file: file, message: "has no <font-face> with units-per-em and ascent; an SVG font (with <glyph> elements) is expected")
        }
        let k = 24 / em
        let place = Transform(a: k, b: 0, c: 0, d: -k, tx: 0, ty: ascent * k)
        var glyphs: [String: String] = [:]
        for glyph in elements(named: "glyph", in: utf8) {
            guard let name = glyph["glyph-name"], let d = glyph["d"], !d.allSatisfy({ $0 == " " }) else { continue }
            let outline: Path
            do { outline = try Path(svgPathData: d) } catch {
                throw SVGIconError(file: file, message: "the glyph \"\(name)\" has path data that cannot be read: \(error)")
            }
            glyphs[name] = svgPathData(outline.transformed(by: place))
        }
        return SVGFontGlyphs(file: file, pathData: glyphs)
    }

    /// The path as SVG path data, each number to a thousandth of a unit (the same text every run).
    static func svgPathData(_ path: Path) -> String {
        func n(_ v: Double) -> String {
            let r = (v * 1000).rounded() / 1000
            return r == r.rounded() ? String(Int(r)) : "\(r)"
        }
        func p(_ point: Point) -> String { n(point.x) + " " + n(point.y) }
        return path.elements.map { element in
            switch element {
            case let .move(a): "M" + p(a)
            case let .line(a): "L" + p(a)
            case let .quad(c, a): "Q" + p(c) + " " + p(a)
            case let .cubic(c1, c2, a): "C" + p(c1) + " " + p(c2) + " " + p(a)
            case .close: "Z"
            }
        }.joined()
    }

    /// The attributes of every `<name …>` element, in order. Values are taken as written (the
    /// font's names and path data hold no entities).
    static func elements(named name: String, in text: [UInt8]) -> [[String: String]] {
        let open = Array("<\(name)".utf8)
        var found: [[String: String]] = []
        var i = 0
        while let start = index(of: open, in: text, from: i) {
            var j = start + open.count
            guard j < text.count, text[j] == 0x20 || text[j] == 0x0A || text[j] == 0x0D || text[j] == 0x09 else { i = j; continue }
            var attributes: [String: String] = [:]
            while j < text.count, text[j] != 0x3E {  // '>'
                while j < text.count, [0x20, 0x0A, 0x0D, 0x09, 0x2F].contains(text[j]) { j += 1 }
                let keyStart = j
                while j < text.count, text[j] != 0x3D, text[j] != 0x3E, text[j] != 0x20 { j += 1 }
                guard j < text.count, text[j] == 0x3D, j + 1 < text.count else { break }
                let key = String(decoding: text[keyStart..<j], as: UTF8.self)
                let quote = text[j + 1]
                guard quote == 0x22 || quote == 0x27 else { break }
                var end = j + 2
                while end < text.count, text[end] != quote { end += 1 }
                attributes[key] = String(decoding: text[(j + 2)..<min(end, text.count)], as: UTF8.self)
                j = end + 1
            }
            found.append(attributes)
            i = j
        }
        return found
    }

    private static func index(of needle: [UInt8], in text: [UInt8], from start: Int) -> Int? {
        guard needle.count <= text.count else { return nil }
        var i = start
        while i <= text.count - needle.count {
            if text[i] == needle[0], text[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
