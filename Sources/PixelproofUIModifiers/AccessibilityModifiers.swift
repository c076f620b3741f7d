import PixelproofUICore
import DescriptionModel
import BuiltInComponents
import DescriptionFormat
import SceneBuilding

// Modifiers that change nothing in a still frame: accepted so a team's file compiles unchanged,
// drawn as the view without them. The label, hidden and the traits that make a control are
// what the accessibility audit reads (`assertAccessible`): they set the node's `accessibility:`.

/// What assistive technologies announce a view as (`.isButton`, `.isHeader` …).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// UIKit's keyboard kinds, for `.keyboardType(_:)`.
public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad,
         twitter, webSearch, asciiCapableNumberPad
}

/// How a change animates; a still frame draws the end state.
public struct Animation: Hashable, Sendable {
    let name: String
    let duration: Double

    public static let `default` = Animation(name: "default", duration: 0.35)
    public static let linear = Animation(name: "linear", duration: 0.35)
    public static let easeIn = Animation(name: "easeIn", duration: 0.35)
    public static let easeOut = Animation(name: "easeOut", duration: 0.35)
    public static let easeInOut = Animation(name: "easeInOut", duration: 0.35)
    public static let spring = Animation(name: "spring", duration: 0.5)
    public static func linear(duration: Double) -> Animation { Animation(name: "linear", duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn", duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut", duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut", duration: duration) }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring", duration: response)
    }
}

/// Runs `body` at once: a still frame has no animation to wait for.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension AccessibilityTraits {
    /// Gives `a` the role these traits make, the control traits first.
    func addRole(to a: inout Accessibility) {
        if contains(.isButton) || contains(.isToggle) { a.role = .button }
        else if contains(.isLink) { a.role = .link }
        else if contains(.isSearchField) { a.role = .textField }
        else if contains(.isImage) { a.role = .image }
    }

    /// Takes away the role these traits make: the role `none`, which also undoes the role of a
    /// built-in control the view is.
    func removeRole(from a: inout Accessibility) {
        var made = Accessibility()
        addRole(to: &made)
        if made.role != nil && made.role == a.role { a.role = .some(.none) }
    }
}

extension View {
    private var unchanged: some View { ModifiedView(self) }

    /// The view's nodes described for assistive technology.
    private func described(_ change: @escaping (inout Accessibility) -> Void) -> some View {
        ModifiedView(self) { node, _ in node.describedForAccessibility(change) }
    }

    /// The name VoiceOver reads, which names an icon-only control for the audit.
    public func accessibilityLabel(_ label: Text) -> some View { described { $0.label = label.plainText } }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { described { $0.label = label.text } }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { described { $0.label = String(label) } }
    public func accessibilityValue(_ value: Text) -> some View { unchanged }
    public func accessibilityValue(_ value: LocalizedStringKey) -> some View { unchanged }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { unchanged }
    public func accessibilityHint(_ hint: Text) -> some View { unchanged }
    public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { unchanged }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { unchanged }
    /// `.isButton`, `.isToggle`, `.isLink` and `.isSearchField` make the view a control for the
    /// audit (a target that needs a name), `.isImage` a picture that needs a name; the other
    /// traits change nothing it checks.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        described { traits.addRole(to: &$0) }
    }

    /// Removing the trait of the view's role leaves it no control (a `Button` drawn as a picture).
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        described { traits.removeRole(from: &$0) }
    }

    /// Hidden from assistive technology: the audit exempts everything the view draws.
    public func accessibilityHidden(_ hidden: Bool) -> some View { described { $0.hidden = hidden } }
    public func accessibilityIdentifier(_ identifier: String) -> some View { unchanged }
    public func keyboardType(_ type: UIKeyboardType) -> some View { unchanged }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { unchanged }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { unchanged }
    public func animation(_ animation: Animation?) -> some View { unchanged }
}
