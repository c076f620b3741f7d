import Raster
import Typesetting

/// IDS.Button (seed 000 §7.1, RESOLVED 1-5): a pill in three sizes and five types.
struct IDSButtonLeaf: DrawableLeaf {
    struct Metrics {
        var height: Double, minWidth: Double?, maxWidth: Double?, dot: Double, truncates: Bool
        static func of(_ size: IDSButtonNode.Size) -> Metrics {
            switch size {
            case .standard: return Metrics(height: 56, minWidth: nil, maxWidth: nil, dot: 12, truncates: false)
            case .small: return Metrics(height: 40, minWidth: 80, maxWidth: 192, dot: 8, truncates: true)
            case .compact: return Metrics(height: 32, minWidth: 60, maxWidth: 188, dot: 6, truncates: true)
            }
        }
    }

    static let padding = 16.0
    /// RESOLVED 1: a standard button is 343 wide (375 screen, 16 px margins) unless layout offers another width.
    static let standardWidth = 343.0

    var metrics: Metrics
    var isFullWidth: Bool
    var text: TextLeaf
    var fill: Color
    var border: Color?
    var content: Color
    var isLoading: Bool

    func size(for p: ProposedSize) -> Size {
        if isFullWidth { return Size(width: p.width ?? Self.standardWidth, height: metrics.height) }
        // RESOLVED 1: width = clamp(text advance + 32, min, max); the min and max include the padding.
        let advance = text.size(for: .unspecified).width
        var width = advance + 2 * Self.padding
        if let lower = metrics.minWidth { width = max(width, lower) }
        if let upper = metrics.maxWidth { width = min(width, upper) }
        if let offered = p.width, !isFullWidth { width = min(width, max(offered, metrics.minWidth ?? 0)) }
        return Size(width: width, height: metrics.height)
    }

    var fillsWidth: Bool { isFullWidth }

    func firstBaseline(in size: Size) -> Double? {
        guard let l = text.layout(width: size.width - 2 * Self.padding) else { return nil }
        return (metrics.height - text.style.lineHeight) / 2 + l.firstBaseline
    }

    func draw(in frame: Rect, scale: Double, into list: inout DisplayList) {
        let box = PixelSnapping.snap(frame, scale: scale)
        guard !box.isEmpty else { return }
        let pill = Path(roundedRect: RoundedRect(rect: box, radius: box.height / 2))
        list.append(.fill(pill, .solid(fill), .nonZero))
        if let border { list.append(.stroke(pill, StrokeStyle(width: 1, alignment: .inside), .solid(border))) }
        if isLoading {
            // RESOLVED 4: three dots, gap = half the diameter, the row centred (exact, not snapped).
            let d = metrics.dot, gap = d / 2
            let x0 = box.x + (box.width - (3 * d + 2 * gap)) / 2
            for i in 0..<3 {
                let cx = x0 + d / 2 + Double(i) * (d + gap)
                list.append(.fill(Path(circleCenter: Point(cx, box.center.y), radius: d / 2), .solid(content), .nonZero))
            }
            return
        }
        // The label's line box is centred vertically; the typesetter snaps the baseline. Text is laid
        // out in the unsnapped frame: the width was measured from its advance.
        let inner = Rect(x: frame.x + Self.padding, y: frame.y + (metrics.height - text.style.lineHeight) / 2,
                         width: max(0, frame.width - 2 * Self.padding), height: text.style.lineHeight)
        text.draw(in: inner, scale: scale, into: &list)
    }
}

extension Lowering {
    func idsButton(_ node: IDSButtonNode, at path: String) throws -> IDSButtonLeaf {
        let metrics = IDSButtonLeaf.Metrics.of(node.size)
        let styleName = ["standard": "button", "small": "buttonSmall", "compact": "bodyEmphasized"][node.size.rawValue]!
        let prefix = node.type == .instacartPlus ? "buttonInstacartPlus" : "button" + node.type.rawValue.prefix(1).uppercased() + node.type.rawValue.dropFirst()
        var fill: Color, content: Color, border: Color? = nil
        if !node.isEnabled {
            // RESOLVED 3: disabled looks the same for every type, with no border.
            fill = try tokenColor("buttonDisabledBg", at: path)
            content = try tokenColor("buttonDisabledContent", at: path)
        } else {
            let loadingFill = node.isLoading && node.type != .tertiary
            fill = try tokenColor(prefix + (loadingFill ? "BgLoading" : "Bg"), at: path)
            content = try tokenColor(prefix + "Content", at: path)
            if node.type == .tertiary { border = try tokenColor("buttonTertiaryBorder", at: path) }
        }
        let text = label(node.label, style: try tokenStyle(styleName, at: path), color: content,
                         truncation: metrics.truncates ? .tail : .none, alignment: .center)
        return IDSButtonLeaf(metrics: metrics, isFullWidth: node.size == .standard, text: text, fill: fill,
                             border: border, content: content, isLoading: node.isLoading)
    }
}
