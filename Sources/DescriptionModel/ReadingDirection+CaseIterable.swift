import Layout

// `ReadingDirection` (ltr | rtl) is the layout engine's (Layout/LayoutTypes.swift); the parser
// lists its values in messages.
extension ReadingDirection: CaseIterable {
    public static var allCases: [ReadingDirection] { [.leftToRight, .rightToLeft] }
}
