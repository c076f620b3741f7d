import Raster
import Typesetting

/// IDS.Badge (seed 000 §7.6, RESOLVED 6): a 16 px pill body; counter ("3", "99") with a 12 px
/// minimum text box and 2 px padding, a 4 x 4 dot in a 16 x 16 body, or "New" with 4 px padding.
/// The outline is a 2 px white ring outside the body that does not change the layout frame.
struct IDSBadgeLeaf: DrawableLeaf {
    enum Content { case text(TextLeaf, padding: Double, minTextWidth: Double), dot }

    static let height = 16.0
    static let ring = 2.0

    var content: Content
    var fill: Color
    var ink: Color
    var ring: Color?

    func size(for proposal: ProposedSize) -> Size {
        switch content {
        case .dot: return Size(width: Self.height, height: Self.height)
        case let .text(text, padding, minTextWidth):
            let w = max(minTextWidth, text.size(for: .unspecified).width)
            return Size(width: w + 2 * padding, height: Self.height)
        }
    }

    func draw(in frame: Rect, scale: Double, into list: inout DisplayList) {
        let box = PixelSnapping.snap(frame, scale: scale)
        guard !box.isEmpty else { return }
        if let ring {
            let outer = box.insetBy(-Self.ring)
            list.append(.fill(Path(roundedRect: RoundedRect(rect: outer, radius: outer.height / 2)), .solid(ring), .nonZero))
        }
        list.append(.fill(Path(roundedRect: RoundedRect(rect: box, radius: box.height / 2)), .solid(fill), .nonZero))
        switch content {
        case .dot:
            list.append(.fill(Path(circleCenter: Point(box.center.x, box.center.y), radius: 2), .solid(ink), .nonZero))
        case let .text(text, _, _):
            // A 14 px line box centred in the 16 px body, the text centred across.
            let lineHeight = text.style.lineHeight
            let inner = Rect(x: frame.x, y: frame.y + (frame.height - lineHeight) / 2, width: frame.width, height: lineHeight)
            text.draw(in: inner, scale: scale, into: &list)
        }
    }
}

extension Lowering {
    func idsBadge(_ node: BadgeNode, at path: String) throws -> IDSBadgeLeaf {
        let fill = try tokenColor(node.appearance == .critical ? "badgeBackgroundCritical" : "badgeBackground", at: path)
        let ink = try tokenColor("badgeContent", at: path)
        let ring = node.isOutlined ? try tokenColor("badgeBorder", at: path) : nil
        let style = try tokenStyle("accentEmphasized", at: path)
        let content: IDSBadgeLeaf.Content
        switch node.type {
        case .dot: content = .dot
        case .counter:
            content = .text(label(String(node.count ?? 0), style: style, color: ink, truncation: .none, alignment: .center),
                            padding: 2, minTextWidth: 12)
        case .new:
            content = .text(label("New", style: style, color: ink, truncation: .none, alignment: .center), padding: 4, minTextWidth: 0)
        }
        return IDSBadgeLeaf(content: content, fill: fill, ink: ink, ring: ring)
    }
}
