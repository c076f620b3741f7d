// A vstack's `HorizontalAlignment` and an hstack's `VerticalAlignment` are the layout engine's
// own (Layout/LayoutTypes.swift): the description names their cases as written in files.

/// Where a zstack or frame puts its content (SwiftUI's `Alignment`).
public enum Alignment: String, Hashable, Sendable, CaseIterable {
    case center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing
}

/// How a text's lines sit in its box.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}
