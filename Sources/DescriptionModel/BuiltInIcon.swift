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
        BuiltInIcon(name: "checkmark", layers: [stroked("M4.5 12.5 L9.5 17.5 L19.5 6.5")]),
        BuiltInIcon(name: "chevronRight", layers: [stroked("M9 5 L16 12 L9 19")]),
        BuiltInIcon(name: "chevronLeft", layers: [stroked("M15 5 L8 12 L15 19")]),
        BuiltInIcon(name: "chevronDown", layers: [stroked("M5 9 L12 16 L19 9")]),
        BuiltInIcon(name: "heart", layers: [
            stroked("M12 20 C12 20 3 14.8 3 8.75 C3 6 5.1 4 7.6 4 C9.5 4 11.1 5 12 6.6 C12.9 5 14.5 4 16.4 4 C18.9 4 21 6 21 8.75 C21 14.8 12 20 12 20 Z"),
        ]),
        BuiltInIcon(name: "star", layers: [
            stroked("M12 3.1 L14.53 9.42 L21.32 9.87 L16.09 14.23 L17.76 20.83 L12 17.2 L6.24 20.83 L7.91 14.23 L2.68 9.87 L9.47 9.42 Z"),
        ]),
        BuiltInIcon(name: "gear", layers: [
            stroked("M10.19 5.24 L10.4 2.94 L13.6 2.94 L13.81 5.24 L15.5 5.94 L17.28 4.46 L19.54 6.72 L18.06 8.5 L18.76 10.19 L21.06 10.4 L21.06 13.6 L18.76 13.81 L18.06 15.5 L19.54 17.28 L17.28 19.54 L15.5 18.06 L13.81 18.76 L13.6 21.06 L10.4 21.06 L10.19 18.76 L8.5 18.06 L6.72 19.54 L4.46 17.28 L5.94 15.5 L5.24 13.81 L2.94 13.6 L2.94 10.4 L5.24 10.19 L5.94 8.5 L4.46 6.72 L6.72 4.46 L8.5 5.94 Z"
                + " M15 12 A3 3 0 1 1 9 12 A3 3 0 1 1 15 12 Z"),
        ]),
        BuiltInIcon(name: "bell", layers: [
            stroked("M6 16.5 V11 C6 7.7 8.7 5 12 5 C15.3 5 18 7.7 18 11 V16.5 L19.5 18 H4.5 Z M12 3 V5 M10 20.5 H14"),
        ]),
        BuiltInIcon(name: "trash", layers: [
            stroked("M4 6.5 H20 M9.5 6.5 V4 H14.5 V6.5 M6 6.5 L7 20.5 H17 L18 6.5 M10 10.5 V16.5 M14 10.5 V16.5"),
        ]),
        BuiltInIcon(name: "circleInfo", layers: [
            stroked("M21 12 A9 9 0 1 1 3 12 A9 9 0 1 1 21 12 Z M12 11 V16.5"),
            filled("M13.25 7.75 A1.25 1.25 0 1 1 10.75 7.75 A1.25 1.25 0 1 1 13.25 7.75 Z"),
        ]),
        BuiltInIcon(name: "triangleExclamation", layers: [
            stroked("M12 3.5 L21.5 20 H2.5 Z M12 9.5 V14"),
            filled("M13.25 17 A1.25 1.25 0 1 1 10.75 17 A1.25 1.25 0 1 1 13.25 17 Z"),
        ]),
    ]

    public static let names: [String] = all.map(\.name)

    public static func named(_ name: String) -> BuiltInIcon? { all.first { $0.name == name } }
}
