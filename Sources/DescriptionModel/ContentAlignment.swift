import Layout
// A vstack's `HorizontalGuide` and an hstack's `VerticalGuide` are the layout engine's
// own (Layout/LayoutTypes.swift), and a text's `alignment` is the typesetter's `TextAlignment`:
// the description names their cases as written in files.

/// Where a zstack or frame puts its content (SwiftUI's `Alignment`, whose name PixelproofUI alone declares).
public enum ContentAlignment: String, Hashable, Sendable, CaseIterable {
    case center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing
}

extension ContentAlignment {
    /// The same alignment as the layout engine takes it, one value per axis.
    package var layoutAlignment: LayoutAlignment {
        switch self {
        case .center: LayoutAlignment(horizontal: .center, vertical: .center)
        case .leading: LayoutAlignment(horizontal: .leading, vertical: .center)
        case .trailing: LayoutAlignment(horizontal: .trailing, vertical: .center)
        case .top: LayoutAlignment(horizontal: .center, vertical: .top)
        case .bottom: LayoutAlignment(horizontal: .center, vertical: .bottom)
        case .topLeading: LayoutAlignment(horizontal: .leading, vertical: .top)
        case .topTrailing: LayoutAlignment(horizontal: .trailing, vertical: .top)
        case .bottomLeading: LayoutAlignment(horizontal: .leading, vertical: .bottom)
        case .bottomTrailing: LayoutAlignment(horizontal: .trailing, vertical: .bottom)
        }
    }
}
