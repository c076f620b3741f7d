/// Where a vstack puts children narrower than itself.
public enum HorizontalAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// Where an hstack puts children shorter than itself.
public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
    case top, center, bottom, firstTextBaseline
}

/// Where a zstack or frame puts its content (SwiftUI's `Alignment`).
public enum Alignment: String, Hashable, Sendable, CaseIterable {
    case center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing
}

/// How a text's lines sit in its box.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}
