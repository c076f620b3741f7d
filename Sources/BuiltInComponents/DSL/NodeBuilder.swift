/// Anything that can stand in a Swift-built tree: it becomes a description `Node`, so a tree
/// built in Swift renders through exactly the same path as a description file.
public protocol NodeConvertible: Sendable {
    var node: Node { get }
}

extension Node: NodeConvertible {
    public var node: Node { self }
}

/// `VStack { IDSButton("Continue", type: .primary); Spacer() }`
@resultBuilder
public enum NodeBuilder {
    public static func buildExpression(_ value: some NodeConvertible) -> [Node] { [value.node] }
    public static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
    public static func buildEither(first: [Node]) -> [Node] { first }
    public static func buildEither(second: [Node]) -> [Node] { second }
    public static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
}

/// A vertical stack, as SwiftUI's: `VStack(alignment: .leading, spacing: 12) { … }`.
/// Padding and a background colour are modifiers: `.padding(16)`, `.background("grayscale20")`.
public struct VStack: NodeConvertible {
    public let node: Node
    public init(alignment: HorizontalGuide = .center, spacing: Double? = nil, @NodeBuilder content: () -> [Node]) {
        node = .vstack(StackNode(spacing: spacing.map(Length.points), alignment: .horizontal(alignment), children: content()))
    }
}

/// A horizontal stack, as SwiftUI's: `HStack(alignment: .top, spacing: 8) { … }`.
public struct HStack: NodeConvertible {
    public let node: Node
    public init(alignment: VerticalGuide = .center, spacing: Double? = nil, @NodeBuilder content: () -> [Node]) {
        node = .hstack(StackNode(spacing: spacing.map(Length.points), alignment: .vertical(alignment), children: content()))
    }
}

/// Children drawn over each other, as SwiftUI's `ZStack(alignment:)`.
public struct ZStack: NodeConvertible {
    public let node: Node
    public init(alignment: ContentAlignment = .center, @NodeBuilder content: () -> [Node]) {
        node = .zstack(StackNode(alignment: .both(alignment), children: content()))
    }
}

/// A node changed by a modifier (`.padding`, `.background`, `.frame`).
public struct ModifiedNode: NodeConvertible {
    public let node: Node
}

extension NodeConvertible {
    /// Space around the content, as SwiftUI's `.padding(_:)` (16, SwiftUI's default, when no length is given).
    public func padding(_ length: Double = 16) -> ModifiedNode {
        ModifiedNode(node: node.padded(LengthInsets(all: .points(length))))
    }

    /// A colour behind the content and its padding: a token name (`"grayscale20"`) or `"#rrggbb"`.
    public func background(_ color: String) -> ModifiedNode {
        ModifiedNode(node: node.withBackground(.color(.named(color))))
    }

    /// A view behind the content and its padding, laid out in their frame, as SwiftUI's
    /// `.background { Capsule().fill(…) }`: `.background { Shape(.pill, fill: "buttonPrimaryBg") }`.
    public func background(@NodeBuilder _ content: () -> [Node]) -> ModifiedNode {
        guard let view = oneView(content()) else { return ModifiedNode(node: node) }
        return ModifiedNode(node: node.withBackground(.node(view)))
    }

    /// A view over the content and its padding, laid out in their frame, as SwiftUI's `.overlay { … }`.
    public func overlay(@NodeBuilder _ content: () -> [Node]) -> ModifiedNode {
        guard let view = oneView(content()) else { return ModifiedNode(node: node) }
        return ModifiedNode(node: node.withOverlay(.node(view)))
    }

    /// A fixed or flexible frame, as SwiftUI's `.frame(width:height:alignment:)` and
    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
    /// (`.frame(maxWidth: .infinity)` takes all the width offered).
    public func frame(width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, idealWidth: Double? = nil,
                      maxWidth: Double? = nil, minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: ContentAlignment = .center) -> ModifiedNode {
        ModifiedNode(node: .frame(FrameNode(width: width, height: height, minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                            alignment: alignment, child: node)))
    }

    /// SwiftUI's `.layoutPriority(_:)`: an enclosing stack offers its space to higher priorities first.
    public func layoutPriority(_ value: Double) -> ModifiedNode {
        ModifiedNode(node: node.modified { $0.layoutPriority = value })
    }

    /// SwiftUI's `.fixedSize()`: the node's ideal size, whatever it is offered.
    public func fixedSize() -> ModifiedNode {
        fixedSize(horizontal: true, vertical: true)
    }

    /// SwiftUI's `.fixedSize(horizontal:vertical:)`: the ideal size on the axes given.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedNode {
        ModifiedNode(node: node.modified { $0.fixedSize = FixedSizeAxes(horizontal: horizontal, vertical: vertical) })
    }
}

/// Space that takes what a stack leaves over, as SwiftUI's `Spacer(minLength:)` (nil: 8, the
/// default spacing).
public struct Spacer: NodeConvertible {
    public let node: Node
    public init(minLength: Double? = nil) { node = .spacer(SpacerNode(minLength: minLength.map(Length.points))) }
}

/// A text in a typography token: `Text("Deals", style: "title", color: "grayscale80")`.
public struct Text: NodeConvertible {
    public let node: Node
    /// Text in a typography token of the system (`bodyRegular`, `heading-1`), in a colour token or `#hex`.
    public init(_ string: String, style: String, color: String? = nil, lineLimit: Int? = nil) {
        node = .text(TextNode(string: string, typography: .style(style), color: color.map(ColorValue.named), lineLimit: lineLimit))
    }
}

/// A shape, as SwiftUI's `Rectangle()`, `RoundedRectangle(cornerRadius:)`, `Capsule()` and
/// `Circle()`: `Shape(.pill, fill: "buttonPrimaryBg")`. Without a size it fills what it is
/// offered, so it makes a background: `.background { Shape(.pill, fill: "grayscale20") }`.
/// Colours are token names or `"#rrggbb"`.
public struct Shape: NodeConvertible {
    public let node: Node
    init(node: Node) { self.node = node }
    public init(_ kind: ShapeNode.Kind, width: Double? = nil, height: Double? = nil, cornerRadius: Double? = nil,
                fill: String? = nil, border: (width: Double, color: String)? = nil) {
        node = .shape(ShapeNode(kind: kind, width: width, height: height, cornerRadius: cornerRadius.map { .all(.points($0)) },
                                fill: fill.map { .color(.named($0)) },
                                border: border.map { Border(width: $0.width, color: .named($0.color)) }))
    }
}

/// A built-in icon: `Icon(.marker, size: 24, color: "grayscale80")`; in a Dynamic Type variant
/// it grows with the text style `relativeTo` (default body), as an SF Symbol does.
public struct Icon: NodeConvertible {
    public let node: Node
    public init(_ name: IconName, size: Double = 24, color: String? = nil, relativeTo: IconNode.TextStyle = .body) {
        node = .icon(IconNode(glyph: .builtIn(name), size: size, color: color.map(ColorValue.named), relativeTo: relativeTo))
    }
}

extension ColorValue {
    /// `"#108910"` as a literal, anything else as a token name.
    public static func named(_ text: String) -> ColorValue {
        if let color = RGBAColor(hex: text) { return .literal(color) }
        return .token(text)
    }
}

import DescriptionFormat
import SceneBuilding
import DescriptionModel
import Layout
import Raster
import Values

/// What a SwiftUI view builder's slot gave: one view as it is, several in a horizontal stack (the
/// builder's tuple), none as nil.
func oneView(_ nodes: [Node]) -> Node? {
    switch nodes.count {
    case 0: nil
    case 1: nodes[0]
    default: .hstack(StackNode(alignment: .vertical(.center), children: nodes))
    }
}
