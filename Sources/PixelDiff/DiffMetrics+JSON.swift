/// The JSON `pixelproof diff --json` prints, keys in the order the docs give them:
/// {"mismatched", "width", "height", "ratio", "maxDelta", "bbox", "antialiased"}.
extension DiffMetrics {
    public var json: String {
        let box = bbox.map { "{\"x\": \($0.x), \"y\": \($0.y), \"width\": \($0.width), \"height\": \($0.height)}" } ?? "null"
        return "{\"mismatched\": \(mismatched), \"width\": \(width), \"height\": \(height), \"ratio\": \(ratio), "
            + "\"maxDelta\": \(maxDelta), \"bbox\": \(box), \"antialiased\": \(antialiased)}"
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

extension SizeMismatch {
    public var json: String {
        "{\"mismatched\": null, \"error\": \"\(description)\", \"expected\": {\"width\": \(expectedWidth), \"height\": \(expectedHeight)}, "
            + "\"actual\": {\"width\": \(actualWidth), \"height\": \(actualHeight)}}"
    }
}
