import DescriptionFormat
import SceneBuilding
import DescriptionModel
import DisplayList
import Layout
import Raster
import Typesetting
import Values

/// IDS.Badge: a 16 px pill body holding a counter ("3", "99": a 12 px minimum text box and 2 px
/// padding), a 4 x 4 dot in a 16 x 16 body, or "New" with 4 px padding. Outlined badges have a
/// 2 px ring outside the body that does not change the layout frame.
public struct BadgeNode: ComponentDefinition {
    /// A number, a dot, or the word "New".
    public enum BadgeType: String, Hashable, Sendable, CaseIterable {
        case counter, dot, new
    }

    /// The badge colours: standard or critical.
    public enum Appearance: String, Hashable, Sendable, CaseIterable {
        case standard, critical
    }

    public var type: BadgeType
    /// Required with `counter`, refused with the others.
    public var count: Int?
    public var appearance: Appearance
    public var isOutlined: Bool

    public init(type: BadgeType, count: Int? = nil, appearance: Appearance = .standard, isOutlined: Bool = true) {
        self.type = type
        self.count = count
        self.appearance = appearance
        self.isOutlined = isOutlined
    }

    public static let kind = "badge"
    public static let system = SystemReference.ids
    public var node: Node { .component(ComponentNode(self)) }

    // MARK: description

    package static let keys = [
        KeySpec("type", .choice(of: BadgeType.self), required: true, "counter, dot or new"),
        KeySpec("count", .integer(0...Int.max), "the number a counter badge shows (counter only)"),
        KeySpec("appearance", .choice(of: Appearance.self), "standard (default) or critical"),
        KeySpec("isOutlined", .bool, "a 2 px ring around the badge (default true)"),
    ]

    package static func read(_ f: Fields, depth: Int) throws(DescriptionError) -> BadgeNode {
        let type = try f.reader.enumeration(f.required("type", "counter, dot or new"), BadgeType.self, what: "badge type")
        let count = try f.optional("count") { v throws(DescriptionError) in try f.reader.integer(v, in: 0...Int.max, what: "a count (a whole number ≥ 0)") }
        if type == .counter, count == nil { throw f.error("missing required key \"count\" in badge (a counter badge shows a count)") }
        if type != .counter, count != nil { throw f.reader.error(f["count"]!, "count applies to counter badges only; this badge is \(type.rawValue)") }
        return BadgeNode(type: type, count: count,
                         appearance: try f.choice("appearance", Appearance.self, what: "badge appearance", default: .standard),
                         isOutlined: try f.flag("isOutlined", default: true))
    }

    // MARK: layout

    package func lower(_ l: inout Lowering, at path: String) throws -> LayoutElement {
        l.leaf(try leaf(l, at: path))
    }

    /// The drawn badge; tabs draw their counters with it too.
    func leaf(_ l: Lowering, at path: String) throws -> IDSBadgeLeaf {
        let fill = try l.tokenColor(appearance == .critical ? "badgeBackgroundCritical" : "badgeBackground", at: path)
        let ink = try l.tokenColor("badgeContent", at: path)
        let ring = isOutlined ? try l.tokenColor("badgeBorder", at: path) : nil
        let style = try l.tokenStyle("accentEmphasized", at: path)
        let content: IDSBadgeLeaf.Content
        switch type {
        case .dot: content = .dot
        case .counter:
            content = .text(l.label(String(count ?? 0), style: style, color: ink, truncation: .none, alignment: .center, localized: false),
                            padding: 2, minTextWidth: 12)
        case .new:
            content = .text(l.label("New", style: style, color: ink, truncation: .none, alignment: .center), padding: 4, minTextWidth: 0)
        }
        var leaf = IDSBadgeLeaf(content: content, fill: fill, ink: ink, ring: ring)
        if case .text = content { leaf.height = try l.grownHeight(IDSBadgeLeaf.height, text: .style("accentEmphasized"), at: path) }
        return leaf
    }

    // MARK: catalog: counter / dot / new x standard / critical x outlined or not

    static var catalog: [CatalogItem] {
        var out: [CatalogItem] = []
        for type in BadgeType.allCases {
            for appearance in Appearance.allCases {
                for outlined in [false, true] {
                    let node = BadgeNode(type: type, count: type == .counter ? 3 : nil, appearance: appearance, isOutlined: outlined)
                    out.append(node.catalogItem([type.rawValue.capitalized] + (outlined ? ["Outlined"] : [])))
                }
            }
        }
        out.append(BadgeNode(type: .counter, count: 99, appearance: .critical, isOutlined: true).catalogItem(["Counter", "Outlined", "99"]))
        // The 99 counter next to the other counters.
        let counters = out.filter { $0.parameters.first?.value == "counter" }
        return counters + out.filter { $0.parameters.first?.value != "counter" }
    }

    /// The badge in the middle of a 48 px tile, as Figma shows a component in its frame.
    func catalogItem(_ variant: [String]) -> CatalogItem {
        IDSCatalog.item(Self.kind, FigmaName("IDS.Badge", variant, state: appearance.rawValue.capitalized),
                        [("type", type.rawValue), ("count", count.map(String.init) ?? ""),
                         ("appearance", appearance.rawValue), ("isOutlined", String(isOutlined))],
                        width: 48, background: IDSCatalog.badgeBackdrop, padding: 8,
                        .frame(FrameNode(maxWidth: .infinity, alignment: .center, child: node)))
    }
}

/// `IDSBadge(type: .counter(3))`, `IDSBadge(type: .dot, appearance: .critical)`
public struct IDSBadge: Sendable {
    /// The badge's content, with the count a counter shows.
    public enum Kind: Sendable { case counter(Int), dot, new }
    public let node: Node
    public init(type: Kind, appearance: IDSBadgeAppearance = .standard, isOutlined: Bool = true) {
        let badge: BadgeNode
        switch type {
        case let .counter(n): badge = BadgeNode(type: .counter, count: n, appearance: appearance, isOutlined: isOutlined)
        case .dot: badge = BadgeNode(type: .dot, appearance: appearance, isOutlined: isOutlined)
        case .new: badge = BadgeNode(type: .new, appearance: appearance, isOutlined: isOutlined)
        }
        node = badge.node
    }
}

/// The IDS library's name for a badge's appearance.
public typealias IDSBadgeAppearance = BadgeNode.Appearance
/// The IDS library's name for a badge's content.
public typealias IDSBadgeType = IDSBadge.Kind

/// The drawn badge: ring, body, and its text or dot.
struct IDSBadgeLeaf: DrawableLeaf {
    enum Content { case text(TextLeaf, padding: Double, minTextWidth: Double), dot }

    static let height = 16.0
    static let ring = 2.0

    var content: Content
    var fill: RGBAColor
    var ink: RGBAColor
    var ring: RGBAColor?
    /// 16 px at Large; a counter or "New" grows with Dynamic Type (a dot does not).
    var height: Double = Self.height

    func size(for proposal: ProposedSize) -> Size {
        switch content {
        case .dot: return Size(width: Self.height, height: Self.height)
        case let .text(text, padding, minTextWidth):
            let w = max(minTextWidth, text.size(for: .unspecified).width)
            return Size(width: max(w + 2 * padding, height), height: height)
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

