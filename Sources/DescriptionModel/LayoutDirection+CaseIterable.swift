import Layout

// `LayoutDirection` (ltr | rtl) is the layout engine's (Layout/LayoutTypes.swift); the parser
// lists its values in messages.
extension LayoutDirection: CaseIterable {
    public static var allCases: [LayoutDirection] { [.leftToRight, .rightToLeft] }
}
