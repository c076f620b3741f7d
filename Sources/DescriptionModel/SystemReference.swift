/// The token set a description draws with.
public enum SystemReference: Hashable, Sendable {
    case ids
    case ds
    case web
    /// A DTCG tokens `.json`, relative to the description file.
    case tokensFile(FileReference)

    public var name: String {
        switch self {
        case .ids: "ids"
        case .ds: "ds"
        case .web: "web"
        case let .tokensFile(file): file.given
        }
    }
}
