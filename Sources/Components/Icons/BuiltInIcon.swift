/// Pixelproof's own icon set: simple outline icons drawn in a 24 x 24 box, designed for this
/// project (not copied from any icon font). Each is a few layers of SVG path data, either filled or
/// stroked with round caps and joins, so they scale cleanly to any `size`.
public struct BuiltInIcon: Hashable, Sendable {
    /// Whether a layer is filled or stroked.
    public enum Style: Hashable, Sendable {
        case fill(evenOdd: Bool)
        case stroke(width: Double)
    }

    /// One path of an icon, with how it is drawn.
    public struct Layer: Hashable, Sendable {
        public var pathData: String
        public var style: Style
    }

    public var name: String
    public var layers: [Layer]

    /// Icons that point along the reading direction (the back arrow) are drawn mirrored right to
    /// left, as iOS draws a back button; every other icon is drawn as is, as SwiftUI does.
    public var isDirectional: Bool { name == "arrowLeft" }

    /// The icon box: every path lives in 0...24 on both axes.
    public static let boxSize = 24.0

    static func stroked(_ d: String, width: Double = 2) -> Layer { Layer(pathData: d, style: .stroke(width: width)) }
    static func filled(_ d: String, evenOdd: Bool = false) -> Layer { Layer(pathData: d, style: .fill(evenOdd: evenOdd)) }
}

extension BuiltInIcon {
    /// Every built-in icon, in the order FORMAT.md lists them.
    public static let all: [BuiltInIcon] = [
        BuiltInIcon(name: "arrowLeft", layers: [stroked("M20 12 H4.5 M10.5 5.5 L4 12 L10.5 18.5")]),
        BuiltInIcon(name: "save", layers: [stroked("M6 3.5 H18 V20.5 L12 16 L6 20.5 Z")]),
        BuiltInIcon(name: "share", layers: [
            stroked("M12 3.5 V14.5 M7.5 8 L12 3.5 L16.5 8"),
            stroked("M8.5 10.5 H5.5 V20.5 H18.5 V10.5 H15.5"),
        ]),
        BuiltInIcon(name: "marker", layers: [
            filled("M12 2 C8.1 2 5 5.1 5 9 C5 14.2 12 22 12 22 C12 22 19 14.2 19 9 C19 5.1 15.9 2 12 2 Z M12 11.75 A2.75 2.75 0 1 1 12 6.25 A2.75 2.75 0 1 1 12 11.75 Z", evenOdd: true),
        ]),
        BuiltInIcon(name: "search", layers: [
            stroked("M17 10.5 A6.5 6.5 0 1 1 4 10.5 A6.5 6.5 0 1 1 17 10.5 Z M15.25 15.25 L20.5 20.5"),
        ]),
        BuiltInIcon(name: "user", layers: [
            stroked("M16 8 A4 4 0 1 1 8 8 A4 4 0 1 1 16 8 Z M4.5 20.5 C5.4 16.6 8.4 14.5 12 14.5 C15.6 14.5 18.6 16.6 19.5 20.5"),
        ]),
        BuiltInIcon(name: "shoppingCart", layers: [
            stroked("M2.5 3.5 H5.5 L8 15 H18 L20.5 7 H6.5"),
            filled("M10.5 19.5 A1.75 1.75 0 1 1 7 19.5 A1.75 1.75 0 1 1 10.5 19.5 Z M19 19.5 A1.75 1.75 0 1 1 15.5 19.5 A1.75 1.75 0 1 1 19 19.5 Z"),
        ]),
        BuiltInIcon(name: "home", layers: [
            stroked("M3.5 11 L12 3.5 L20.5 11 M6 9 V20.5 H18 V9 M10 20.5 V14.5 H14 V20.5"),
        ]),
        BuiltInIcon(name: "close", layers: [stroked("M6 6 L18 18 M18 6 L6 18")]),
        BuiltInIcon(name: "circleExclamation", layers: [
            filled("M22 12 A10 10 0 1 1 2 12 A10 10 0 1 1 22 12 Z M11 6.5 H13 V13.5 H11 Z M13.25 16.75 A1.25 1.25 0 1 1 10.75 16.75 A1.25 1.25 0 1 1 13.25 16.75 Z", evenOdd: true),
        ]),
        BuiltInIcon(name: "plus", layers: [stroked("M12 5 V19 M5 12 H19")]),
    ]

    public static let names: [String] = all.map(\.name)

    public static func named(_ name: String) -> BuiltInIcon? { all.first { $0.name == name } }
}
