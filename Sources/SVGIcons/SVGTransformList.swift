#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Raster

/// SVG's `transform` attribute: `matrix`, `translate`, `scale`, `rotate` (with an optional
/// centre), `skewX` and `skewY`, separated by white space or commas, applied right to left.
enum SVGTransformList {
    /// The transform `text` describes, or why it cannot be read.
    static func parse(_ text: String) -> Result<Transform, ValueProblem> {
        var scanner = SVGNumbers.Scanner(Array(text.utf8))
        var result = Transform.identity
        scanner.skipSeparators()
        while !scanner.atEnd {
            let nameStart = scanner.i
            while scanner.i < scanner.bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(scanner.bytes[scanner.i] | 0x20) { scanner.i += 1 }
            let name = String(decoding: scanner.bytes[nameStart..<scanner.i], as: UTF8.self)
            scanner.skipSpace()
            guard scanner.i < scanner.bytes.count, scanner.bytes[scanner.i] == UInt8(ascii: "(") else {
                return .failure(name.isEmpty ? "expected a transform function (matrix, translate, scale, rotate, skewX, skewY)" : "expected ( after \(name)")
            }
            scanner.i += 1
            var args: [Double] = []
            scanner.skipSpace()
            while scanner.i < scanner.bytes.count, scanner.bytes[scanner.i] != UInt8(ascii: ")") {
                guard let n = scanner.number() else { return .failure("\(name)(…) holds something that is not a number") }
                args.append(n)
                scanner.skipSeparators()
            }
            guard !scanner.atEnd else { return .failure("\(name)( is not closed with )") }
            scanner.i += 1
            guard let t = transform(name, args) else {
                return .failure(counts[name].map { "\(name) takes \($0) numbers, not \(args.count)" }
                    ?? "unknown transform \"\(name)\"; expected matrix, translate, scale, rotate, skewX or skewY")
            }
            // The list applies right to left: the last function is applied to the points first.
            result = t.then(result)
            scanner.skipSeparators()
        }
        return .success(result)
    }

    static let counts = ["matrix": "6", "translate": "1 or 2", "scale": "1 or 2", "rotate": "1 or 3", "skewX": "1", "skewY": "1"]

    static func transform(_ name: String, _ a: [Double]) -> Transform? {
        let radians = { (deg: Double) in deg * Double.pi / 180 }
        switch (name, a.count) {
        case ("matrix", 6): return Transform(a: a[0], b: a[1], c: a[2], d: a[3], tx: a[4], ty: a[5])
        case ("translate", 1): return .translation(a[0], 0)
        case ("translate", 2): return .translation(a[0], a[1])
        case ("scale", 1): return .scale(a[0])
        case ("scale", 2): return .scale(a[0], a[1])
        case ("rotate", 1): return .rotation(radians(a[0]))
        case ("rotate", 3): return Transform.translation(-a[1], -a[2]).then(.rotation(radians(a[0]))).then(.translation(a[1], a[2]))
        case ("skewX", 1): return Transform(a: 1, b: 0, c: tan(radians(a[0])), d: 1, tx: 0, ty: 0)
        case ("skewY", 1): return Transform(a: 1, b: tan(radians(a[0])), c: 0, d: 1, tx: 0, ty: 0)
        default: return nil
        }
    }
}
