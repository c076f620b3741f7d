import DescriptionFormat
import SceneBuilding
import DescriptionModel
import DisplayList
import Layout
import Raster
import Typesetting
import Values

/// IDS.Button: a pill in three sizes (standard 56 px high and full width; small 40 and compact
/// 32, as wide as the label plus 16 px each side within a minimum and a maximum) and five types.
/// Parameter names are the IDS SwiftUI library's.
public struct IDSButtonNode: ComponentDefinition {
    /// The five IDS button types, each with its own colour tokens.
    public enum ButtonType: String, Hashable, Sendable, CaseIterable {
        case primary, secondary, tertiary, detrimental, instacartPlus
    }

    /// Standard (56 px, full width), small (40 px) or compact (32 px).
    public enum Size: String, Hashable, Sendable, CaseIterable {
        case standard, small, compact
    }

    public var label: String
    public var type: ButtonType
    public var size: Size
    public var isLoading: Bool
    public var isEnabled: Bool

    public init(label: String, type: ButtonType = .primary, size: Size = .standard, isLoading: Bool = false, isEnabled: Bool = true) {
        self.label = label
        self.type = type
        self.size = size
        self.isLoading = isLoading
        self.isEnabled = isEnabled
    }

    public static let kind = "button"
    public static let system = SystemReference.ids
    public var node: Node { .component(ComponentNode(self)) }

    // MARK: description

    package static let keys = [
        KeySpec("label", .string, required: true, "the button's text"),
        KeySpec("type", .choice(of: ButtonType.self), "primary (default), secondary, tertiary, detrimental or instacartPlus"),
        KeySpec("size", .choice(of: Size.self), "standard (default, full width), small or compact"),
        KeySpec("isLoading", .bool, "three dots instead of the label"),
        KeySpec("isEnabled", .bool, "false draws the disabled colours"),
    ]

    package static func read(_ f: Fields, depth: Int) throws(DescriptionError) -> IDSButtonNode {
        IDSButtonNode(label: try f.string("label", required: "the button's text"),
                      type: try f.choice("type", ButtonType.self, what: "button type", default: .primary),
                      size: try f.choice("size", Size.self, what: "button size", default: .standard),
                      isLoading: try f.flag("isLoading", default: false),
                      isEnabled: try f.flag("isEnabled", default: true))
    }

    // MARK: layout

    package func lower(_ lowering: inout Lowering, at path: String) throws -> LayoutElement {
        lowering.leaf(try leaf(lowering, at: path))
    }

    /// The colours and metrics of this size, type and state (all from the ids tokens).
    func leaf(_ lowering: Lowering, at path: String) throws -> IDSButtonLeaf {
        var metrics = IDSButtonLeaf.Metrics.of(size)
        let styleName = ["standard": "button", "small": "buttonSmall", "compact": "bodyEmphasized"][size.rawValue]!
        metrics.height = try lowering.grownHeight(metrics.height, text: .style(styleName), at: path)
        let prefix = type == .instacartPlus ? "buttonInstacartPlus" : "button" + type.rawValue.prefix(1).uppercased() + type.rawValue.dropFirst()
        var fill: RGBAColor, content: RGBAColor, border: RGBAColor? = nil
        if !isEnabled {
            // Disabled looks the same for every type, with no border.
            fill = try lowering.tokenColor("buttonDisabledBg", at: path)
            content = try lowering.tokenColor("buttonDisabledContent", at: path)
        } else {
            let loadingFill = isLoading && type != .tertiary
            fill = try lowering.tokenColor(prefix + (loadingFill ? "BgLoading" : "Bg"), at: path)
            content = try lowering.tokenColor(prefix + "Content", at: path)
            if type == .tertiary { border = try lowering.tokenColor("buttonTertiaryBorder", at: path) }
        }
        let text = lowering.label(label, style: try lowering.tokenStyle(styleName, at: path), color: content,
                                  truncation: metrics.truncates ? .tail : .none, alignment: .center)
        return IDSButtonLeaf(metrics: metrics, isFullWidth: size == .standard, text: text, fill: fill,
                             border: border, content: content, isLoading: isLoading)
    }

    // MARK: catalog: 5 types x 3 sizes x default / loading / disabled, plus truncation

    static var catalog: [CatalogItem] {
        var out: [CatalogItem] = []
        let labels: [Size: String] = [.standard: "Continue", .small: "Details", .compact: "Action"]
        for size in Size.allCases {
            for type in ButtonType.allCases {
                for state in ["Default", "Loading", "Disabled"] {
                    let node = IDSButtonNode(label: labels[size]!, type: type, size: size,
                                             isLoading: state == "Loading", isEnabled: state != "Disabled")
                    out.append(IDSCatalog.item(kind, FigmaName("IDS.Button", [size.rawValue.capitalized, figmaTypeName(type)], state: state),
                                               [("label", node.label), ("type", type.rawValue), ("size", size.rawValue),
                                                ("isLoading", String(node.isLoading)), ("isEnabled", String(node.isEnabled))],
                                               width: size == .standard ? IDSCatalog.screen : 220, background: IDSCatalog.white,
                                               padding: 16, node.node))
                }
            }
        }
        for size in [Size.small, .compact] {
            let node = IDSButtonNode(label: "Add everything to my cart now", type: .secondary, size: size)
            out.append(IDSCatalog.item(kind, FigmaName("IDS.Button", [size.rawValue.capitalized, "Secondary", "Truncated"], state: "Default"),
                                       [("label", node.label), ("type", "secondary"), ("size", size.rawValue)],
                                       width: 220, background: IDSCatalog.white, padding: 16, node.node))
        }
        return out
    }

    /// Figma's name of a type: `Instacart+` for instacartPlus.
    static func figmaTypeName(_ type: ButtonType) -> String {
        type == .instacartPlus ? "Instacart+" : type.rawValue.capitalized
    }
}

/// `IDSButton("Continue", type: .primary) { /* action */ }`: the IDS SwiftUI initialiser; the
/// action is accepted and ignored (a picture does not tap).
public struct IDSButton: Sendable {
    public let node: Node
    public init(_ label: String, type: IDSButtonType = .primary, size: IDSButtonSize = .standard,
                isLoading: Bool = false, isEnabled: Bool = true, action: () -> Void = {}) {
        node = IDSButtonNode(label: label, type: type, size: size, isLoading: isLoading, isEnabled: isEnabled).node
    }
}

/// The IDS library's name for a button type.
public typealias IDSButtonType = IDSButtonNode.ButtonType
/// The IDS library's name for a button size.
public typealias IDSButtonSize = IDSButtonNode.Size

/// The drawn button: pill, optional inside border, label or loading dots.
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

    var metrics: Metrics
    var isFullWidth: Bool
    var text: TextLeaf
    var fill: RGBAColor
    var border: RGBAColor?
    var content: RGBAColor
    var isLoading: Bool

    func size(for p: ProposedSize) -> Size {
        let advance = text.size(for: .unspecified).width
        // Standard: the label in SwiftUI's `.frame(maxWidth: .infinity)`: any width offered (at
        // least the padding), its label's width when offered nil.
        if isFullWidth {
            return Size(width: p.width.map { max($0, 2 * Self.padding) } ?? advance + 2 * Self.padding, height: metrics.height)
        }
        // Small and compact: width = clamp(text advance + 32, min, max); the min and max include the padding.
        var width = advance + 2 * Self.padding
        if let lower = metrics.minWidth { width = max(width, lower) }
        if let upper = metrics.maxWidth { width = min(width, upper) }
        if let offered = p.width, !isFullWidth { width = min(width, max(offered, metrics.minWidth ?? 0)) }
        return Size(width: width, height: metrics.height)
    }

    func firstBaseline(in size: Size) -> Double? {
        guard let l = text.layout(width: size.width - 2 * Self.padding) else { return nil }
        return (metrics.height - text.style.lineHeight) / 2 + l.firstBaseline
    }

    func draw(in frame: Rect, scale: Double, into list: inout DisplayList) {
        let box = PixelSnapping.snap(frame, scale: scale)
        guard !box.isEmpty else { return }
        let pill = Path(roundedRect: RoundedRect(rect: box, radius: box.height / 2))
        list.append(.fill(pill, .solid(fill), .nonZero))
        if let border { list.append(.stroke(pill, Raster.StrokeStyle(width: 1, alignment: .inside), .solid(border))) }
        if isLoading {
            // Loading: three dots, gap = half the diameter, the row centred (exact, not snapped).
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

