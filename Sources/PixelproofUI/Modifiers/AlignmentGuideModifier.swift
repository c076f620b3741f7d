import DescriptionModel
import Layout
import SceneBuilding

/// A view's size and its alignment guides (SwiftUI's `ViewDimensions`): the edges and centre, a
/// text baseline where it has one, and any guide a view inside states with `.alignmentGuide`.
public struct ViewDimensions: Sendable {
    let guides: GuideDimensions
    init(_ guides: GuideDimensions) { self.guides = guides }

    public var width: CGFloat { CGFloat(guides.width) }
    public var height: CGFloat { CGFloat(guides.height) }

    public subscript(guide: HorizontalAlignment) -> CGFloat { CGFloat(guides[guide.layoutGuide]) }

    /// `.lastTextBaseline` reads the first baseline: Pixelproof lines rows up by the first one only.
    public subscript(guide: VerticalAlignment) -> CGFloat { CGFloat(guides[guide.layoutGuide ?? .firstTextBaseline]) }

    /// The value a view inside states for `guide`, nil where none does.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { guides.explicit.horizontal[guide.layoutGuide].map { CGFloat($0) } }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { guide.layoutGuide.flatMap { guides.explicit.vertical[$0] }.map { CGFloat($0) } }
}

extension HorizontalAlignment {
    var layoutGuide: HorizontalGuide {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}

extension VerticalAlignment {
    /// Nil for `.lastTextBaseline`, which no stack here aligns on.
    var layoutGuide: VerticalGuide? {
        switch self {
        case .top: .top
        case .center: .center
        case .bottom: .bottom
        case .firstTextBaseline: .firstTextBaseline
        case .lastTextBaseline: nil
        }
    }
}

extension View {
    /// Where this view's `guide` is, from its dimensions: a stack (z-stack, frame) aligned on
    /// `guide` lines the views up on their values of it, and grows to hold them all
    /// (`VStack(alignment: .leading)` with a child whose `.leading` is `$0.width / 2` shifts that
    /// child left by half its width).
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        let key = guide.layoutGuide
        return ModifiedView(self) { node, _ in
            arranged(AlignmentGuideCarrier(AlignmentGuides(horizontal: [key: { Double(computeValue(ViewDimensions($0))) }])), children: [node])
        }
    }

    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        ModifiedView(self) { node, _ in
            guard let key = guide.layoutGuide else {
                throw ViewError("alignmentGuide(.lastTextBaseline)", "Pixelproof aligns a row by its first text baseline, not its last, yet (use .firstTextBaseline)")
            }
            return arranged(AlignmentGuideCarrier(AlignmentGuides(vertical: [key: { Double(computeValue(ViewDimensions($0))) }])), children: [node])
        }
    }
}

/// SwiftUI's custom alignment guide: a type whose `defaultValue(in:)` says where the guide is.
/// Declared so a team's guide type compiles; a stack aligned on it is not drawn yet, so making an
/// alignment of it is the compile error (below) that says so.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

extension HorizontalAlignment {
    @available(*, unavailable, message: "Pixelproof does not align on custom AlignmentID guides yet (use .leading, .center or .trailing with .alignmentGuide)")
    public init(_ id: any AlignmentID.Type) { fatalError() }
}

extension VerticalAlignment {
    @available(*, unavailable, message: "Pixelproof does not align on custom AlignmentID guides yet (use .top, .center, .bottom or .firstTextBaseline with .alignmentGuide)")
    public init(_ id: any AlignmentID.Type) { fatalError() }
}
