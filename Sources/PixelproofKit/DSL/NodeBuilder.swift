import Components

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

public struct VStack: NodeConvertible {
    public let node: Node
    public init(spacing: Double = 0, alignment: HorizontalAlignment = .center, padding: Double = 0,
                background: ColorValue? = nil, @NodeBuilder _ content: () -> [Node]) {
        node = .vstack(StackNode(spacing: .points(spacing), alignment: .horizontal(alignment),
                                 padding: EdgeInsets(all: .points(padding)), background: background, children: content()))
    }
}

public struct HStack: NodeConvertible {
    public let node: Node
    public init(spacing: Double = 0, alignment: VerticalAlignment = .center, padding: Double = 0,
                background: ColorValue? = nil, @NodeBuilder _ content: () -> [Node]) {
        node = .hstack(StackNode(spacing: .points(spacing), alignment: .vertical(alignment),
                                 padding: EdgeInsets(all: .points(padding)), background: background, children: content()))
    }
}

public struct ZStack: NodeConvertible {
    public let node: Node
    public init(alignment: Alignment = .center, @NodeBuilder _ content: () -> [Node]) {
        node = .zstack(StackNode(alignment: .both(alignment), children: content()))
    }
}

public struct Spacer: NodeConvertible {
    public let node: Node
    public init(minLength: Double = 0) { node = .spacer(SpacerNode(minLength: .points(minLength))) }
}

public struct Text: NodeConvertible {
    public let node: Node
    /// Text in a typography token of the system (`bodyRegular`, `heading-1`), in a colour token or `#hex`.
    public init(_ string: String, style: String, color: String? = nil, lineLimit: Int? = nil) {
        node = .text(TextNode(string: string, typography: .style(style), color: color.map(ColorValue.named), lineLimit: lineLimit))
    }
}

public struct Icon: NodeConvertible {
    public let node: Node
    public init(_ name: IconName, size: Double = 24, color: String? = nil) {
        node = .icon(IconNode(glyph: .builtIn(name), size: size, color: color.map(ColorValue.named)))
    }
}

extension ColorValue {
    /// `"#108910"` as a literal, anything else as a token name.
    public static func named(_ text: String) -> ColorValue {
        if let color = Color(hex: text) { return .literal(color) }
        return .token(text)
    }
}

import Raster
