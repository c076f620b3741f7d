import Values

/// One element of the tree during a layout pass, with the answers it already gave. A stack asks
/// each child for its size several times (proposed 0 and infinity to learn its flexibility, then
/// its share), so every answer is kept per proposal and the pass stays linear in practice.
final class LayoutBox {
    let element: LayoutElement
    /// The child elements' boxes: a stack's children in order; a modifier's one child; for
    /// `layered`, the content first, then the background and overlay nodes that are present.
    let children: [LayoutBox]
    /// The axis of the stack this element is a direct child of: a spacer stretches along it only.
    let stackAxis: Axis?
    /// SwiftUI's `layoutPriority`, seen through the modifiers wrapped around it; a spacer's is
    /// -infinity unless a `layoutPriority` is written around it.
    let priority: Double
    private var answers: [ProposedSize: Layout.Arrangement] = [:]

    /// The line spacing of the text this element draws as iOS's system font, seen through the
    /// modifiers that change no geometry (a colour, a priority, `fixedSize`); nil for anything else.
    var lineSpacingAsText: Double? {
        switch element {
        case let .leaf(leaf, _): leaf.lineSpacingAsText
        case .decorated, .layoutPriority, .fixedSize, .alignmentGuides: children[0].lineSpacingAsText
        default: nil
        }
    }

    init(_ element: LayoutElement, stackAxis: Axis? = nil) {
        self.element = element
        self.stackAxis = stackAxis
        switch element {
        case let .vstack(_, _, children): self.children = children.map { LayoutBox($0, stackAxis: .vertical) }
        case let .hstack(_, _, children): self.children = children.map { LayoutBox($0, stackAxis: .horizontal) }
        case let .zstack(_, children): self.children = children.map { LayoutBox($0) }
        case let .frame(_, child), let .padding(_, child), let .fixedSize(_, _, child), let .decorated(_, child),
             let .layoutPriority(_, child), let .alignmentGuides(_, child):
            self.children = [LayoutBox(child)]
        case let .layered(child, behind, over):
            self.children = [LayoutBox(child)] + [behind, over].compactMap { $0 }.map { LayoutBox($0) }
        case let .custom(_, children): self.children = children.map { LayoutBox($0) }
        case .spacer, .leaf:
            self.children = []
        }
        switch element {
        case let .layoutPriority(value, _): priority = value
        case .frame, .padding, .fixedSize, .decorated, .layered, .alignmentGuides: priority = children.first?.priority ?? 0
        // SwiftUI's spacer reports the lowest layout priority there is, so a stack sizes every
        // other child first and keeps only the spacer's minimum length back for it.
        case .spacer: priority = -.infinity
        case let .custom(algorithm, _) where algorithm.forwardsPriority: priority = children.first?.priority ?? 0
        default: priority = 0
        }
    }

    /// The element's size and its children's places for `proposal`, computed once.
    func arrangement(for proposal: ProposedSize) -> Layout.Arrangement {
        if let known = answers[proposal] { return known }
        let answer = Layout.arrange(self, proposal)
        answers[proposal] = answer
        return answer
    }

    func size(for proposal: ProposedSize) -> Size { arrangement(for: proposal).size }
}
