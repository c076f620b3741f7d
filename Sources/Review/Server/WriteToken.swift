/// The secret a page must send with every request that writes (accepting a golden): a random
/// value made once per run and written into the pages this server serves. Another site open in
/// the same browser can make the browser send requests to 127.0.0.1, but cannot read our pages,
/// so it cannot learn the token; and sending a custom header from another origin needs a CORS
/// preflight that this server never answers.
package struct WriteToken: Sendable, Hashable {
    /// The header that carries it.
    package static let header = "X-Pixelproof-Token"

    package let value: String

    package init(value: String) { self.value = value }

    /// 128 random bits as 32 hex digits, from the system's cryptographic generator.
    package static func random() -> WriteToken {
        var generator = SystemRandomNumberGenerator()
        let digits = (0..<2).map { _ in
            let word = generator.next() as UInt64
            let hex = String(word, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }
        return WriteToken(value: digits.joined())
    }

    /// Whether `given` is this token, compared in time that does not depend on where they differ.
    package func accepts(_ given: String?) -> Bool {
        guard let given else { return false }
        let a = Array(value.utf8), b = Array(given.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for i in a.indices { difference |= a[i] ^ b[i] }
        return difference == 0
    }
}
