import DescriptionModel

/// Values for some axes, laid over a document's own: `--variants direction=rtl` makes every
/// description right to left and leaves its text size as it says.
public struct VariantAssignment: Sendable, CustomStringConvertible {
    public var values: [(axis: VariantAxis, value: String)]
    /// Token resolver contexts, laid over the document's.
    public var contexts: [TokenContext] = []

    public init(values: [(axis: VariantAxis, value: String)], contexts: [TokenContext] = []) {
        self.values = values; self.contexts = contexts
    }

    public func applied(to variant: Variant) -> Variant {
        var result = values.reduce(variant) { $1.axis.applying($1.value, to: $0) }
        for context in contexts { result.contexts = result.contexts.setting(context.modifier, to: context.context) }
        return result
    }

    /// The assigned values that differ from the default, in the axes' order, as names carry them:
    /// `.AX3.rtl` in file names, ` (AX3, rtl)` in Figma names; empty for the default.
    public var naming: Variant { applied(to: .default) }

    public var description: String { naming.description }
}
