/// One of n CI jobs: `--shard i/n` (1-based). Items are sorted by their key and dealt out in
/// turn, so every job gets a share within one item of the others, and the split depends only on
/// the set of keys (not on the file system's listing order).
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    public let index: Int
    public let count: Int

    public init(index: Int, count: Int) throws(ShardError) {
        guard count >= 1, (1...count).contains(index) else { throw ShardError(text: "\(index)/\(count)") }
        self.index = index
        self.count = count
    }

    /// Parses "i/n" with 1 <= i <= n.
    public init(parsing text: String) throws(ShardError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else { throw ShardError(text: text) }
        try self.init(index: i, count: n)
    }

    public var description: String { "\(index)/\(count)" }

    /// This shard's items, in key order.
    public func select<T>(_ items: [T], key: (T) -> String) -> [T] {
        let sorted = items.sorted { key($0) < key($1) }
        return sorted.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    public func select(_ names: [String]) -> [String] { select(names) { $0 } }
}

/// A `--shard` value that is not `i/n` with 1 ≤ i ≤ n.
public struct ShardError: Error, Hashable, Sendable, CustomStringConvertible {
    public var text: String
    public var description: String {
        "--shard \"\(text)\" is not a shard; write i/n with 1 <= i <= n, e.g. --shard 2/4"
    }
}
