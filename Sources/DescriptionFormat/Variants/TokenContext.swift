import DescriptionModel

/// A token resolver modifier and the context chosen for it: `theme=dark`.
public struct TokenContext: Hashable, Sendable, CustomStringConvertible {
    public var modifier: String
    public var context: String
    public init(modifier: String, context: String) { self.modifier = modifier; self.context = context }
    public var description: String { "\(modifier)=\(context)" }
}

extension [TokenContext] {
    /// `self` with `modifier` set to `context` (replacing an earlier choice for it).
    func setting(_ modifier: String, to context: String) -> [TokenContext] {
        var copy = self
        if let i = copy.firstIndex(where: { $0.modifier == modifier }) { copy[i].context = context } else {
            copy.append(TokenContext(modifier: modifier, context: context))
        }
        return copy
    }
}
