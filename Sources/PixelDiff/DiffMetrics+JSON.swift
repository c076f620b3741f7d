import JSON
import Values

/// The JSON `pixelproof diff --json` prints, keys in the order the docs give them:
/// {"mismatched", "width", "height", "ratio", "maxDelta", "bbox", "antialiased"}.
extension DiffMetrics {
    package var json: String { jsonValue.compact }

    package var jsonValue: JSONValue {
        .object([("mismatched", .int(mismatched)), ("width", .int(width)), ("height", .int(height)), ("ratio", .number(ratio)),
                 ("maxDelta", .int(maxDelta)), ("bbox", bbox?.jsonValue ?? .null), ("antialiased", .int(antialiased))])
    }

    /// Metrics read back from `jsonValue` (a report summary); nil when a member is missing.
    package init?(_ node: JSONNode) {
        guard let width = node["width"]?.integer, let height = node["height"]?.integer,
              let mismatched = node["mismatched"]?.integer, let maxDelta = node["maxDelta"]?.integer else { return nil }
        let box = node["bbox"].flatMap { box -> PixelBox? in
            guard let x = box["x"]?.integer, let y = box["y"]?.integer, let w = box["width"]?.integer, let h = box["height"]?.integer else { return nil }
            return PixelBox(x: x, y: y, width: w, height: h)
        }
        self.init(width: width, height: height, mismatched: mismatched, antialiased: node["antialiased"]?.integer ?? 0,
                  maxDelta: maxDelta, bbox: box)
    }

    /// One line for people: "12 pixels differ (0.5 %), largest channel delta 87, in 10,20 30x4; 5 anti-aliased pixels ignored".
    public var summary: String {
        var text: String
        if mismatched == 0 && maxDelta > 0 {
            // Passing under a threshold is not "identical": say that colours moved, and by how much,
            // so a drift of a brand colour below pixelmatch's threshold is seen, not hidden.
            text = "no pixel differs beyond the threshold (\(width)x\(height)), but some differ below it: "
                + "largest channel delta \(maxDelta); pass --threshold 0 to count them"
        } else if mismatched == 0 {
            text = "no pixel differs (\(width)x\(height))"
        } else {
            let percent = (ratio * 100_000).rounded() / 1000
            text = "\(mismatched) pixel\(mismatched == 1 ? "" : "s") differ\(mismatched == 1 ? "s" : "") (\(percent) % of \(width)x\(height))"
            text += ", largest channel delta \(maxDelta)"
            if let b = bbox { text += ", within x \(b.x) y \(b.y) size \(b.width)x\(b.height)" }
        }
        if antialiased > 0 { text += "; \(antialiased) anti-aliased pixel\(antialiased == 1 ? "" : "s") ignored" }
        return text
    }
}

extension PixelBox {
    package var jsonValue: JSONValue { .object([("x", .int(x)), ("y", .int(y)), ("width", .int(width)), ("height", .int(height))]) }
}

extension SizeMismatch {
    package var json: String {
        JSONValue.object([("mismatched", .null), ("error", .string(description)),
                          ("expected", .object([("width", .int(expectedWidth)), ("height", .int(expectedHeight))])),
                          ("actual", .object([("width", .int(actualWidth)), ("height", .int(actualHeight))]))]).compact
    }
}
