import Values

/// What the items of a display list mean to someone using the picture: which items are a text
/// and what it says, which are an icon, which belong to an interactive element and what it is.
/// The painters record it beside the items they append (items are referred to by index); the
/// back ends never read it, so drawing costs the same with or without it. The accessibility
/// audit reads it with the canvas.
package struct Semantics: Sendable {
    package var elements: [ElementSemantics] = []
    package var texts: [TextSemantics] = []
    package var graphics: [GraphicSemantics] = []

    /// Elements opened by `open` and not yet closed, innermost last.
    private var opened: [Int] = []

    package init() {}

    /// Starts an element whose items are those appended until the matching `close`.
    package mutating func open(_ element: ElementSemantics, at itemCount: Int) {
        var e = element
        e.items = itemCount..<itemCount
        opened.append(elements.count)
        elements.append(e)
    }

    /// Ends the innermost open element: its items end at `itemCount`.
    package mutating func close(at itemCount: Int) {
        guard let i = opened.popLast() else { return }
        elements[i].items = elements[i].items.lowerBound..<max(itemCount, elements[i].items.lowerBound)
    }

    /// How many entries of each kind there are: entries recorded after a mark are new.
    package struct Mark: Sendable { var elements, texts, graphics: Int }
    package var mark: Mark { Mark(elements: elements.count, texts: texts.count, graphics: graphics.count) }

    /// Gives every entry recorded since `mark` that has no key path yet `path`, and puts `path`
    /// in front of those whose path is relative (starts with `.`, such as a tab's `.tabs[1]`): a
    /// painter records what it draws, the lowering knows which node the painter stands for.
    package mutating func name(since mark: Mark, path: String) {
        func named(_ p: String?) -> String? {
            guard let p else { return path }
            return p.hasPrefix(".") ? path + p : p
        }
        for i in mark.elements..<elements.count { elements[i].path = named(elements[i].path) }
        for i in mark.texts..<texts.count { texts[i].path = named(texts[i].path) }
        for i in mark.graphics..<graphics.count { graphics[i].path = named(graphics[i].path) }
    }
}

/// What an element is for assistive technology (the SwiftUI traits a design system sets).
package enum AccessibilityRole: String, Sendable, CaseIterable {
    case button, link, tab, textField, image, none

    /// Roles a person taps: their frames are targets and they need a name.
    package var isInteractive: Bool { [.button, .link, .tab, .textField].contains(self) }

    /// Roles that need a name assistive technology reads: the interactive ones and a picture that
    /// means something (`image`, WCAG's non-text content). `none` is no element at all.
    package var needsName: Bool { isInteractive || self == .image }
}

/// An element of the picture: a built-in control, one tab, an icon button, a component whose
/// definition says what it is. Its items are those drawn from `items.lowerBound` up to (not
/// including) `items.upperBound`.
package struct ElementSemantics: Sendable {
    package var path: String?
    /// The component's kind or name (`button`, `tabs`, `Chip`), when it is one.
    package var component: String?
    package var role: AccessibilityRole?
    package var label: String?
    package var isDisabled: Bool
    package var isHidden: Bool
    /// Logical px, in the canvas.
    package var frame: Rect
    package var items: Range<Int>

    package init(path: String? = nil, component: String? = nil, role: AccessibilityRole? = nil, label: String? = nil,
                 isDisabled: Bool = false, isHidden: Bool = false, frame: Rect, items: Range<Int>) {
        self.path = path; self.component = component; self.role = role; self.label = label
        self.isDisabled = isDisabled; self.isHidden = isHidden; self.frame = frame; self.items = items
    }
}

/// A text as drawn: one glyph item per line, in `items`.
package struct TextSemantics: Sendable {
    package var path: String?
    package var string: String
    /// The box layout gave it, logical px.
    package var frame: Rect
    package var items: Range<Int>
    /// Truncated with an ellipsis, lines dropped by its line limit, or wider or taller than its box.
    package var isCut: Bool

    package init(path: String? = nil, string: String, frame: Rect, items: Range<Int>, isCut: Bool) {
        self.path = path; self.string = string; self.frame = frame; self.items = items; self.isCut = isCut
    }
}

/// An icon as drawn: its fills and strokes in `items`, all in `color`.
package struct GraphicSemantics: Sendable {
    package var path: String?
    package var color: RGBAColor
    package var frame: Rect
    package var items: Range<Int>

    package init(path: String? = nil, color: RGBAColor, frame: Rect, items: Range<Int>) {
        self.path = path; self.color = color; self.frame = frame; self.items = items
    }
}
