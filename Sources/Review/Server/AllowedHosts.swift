import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Host values this server answers to, known once the port is bound: the loopback names, the
/// address it listens on, this machine's own names and addresses (how another machine reaches it
/// with `--host 0.0.0.0`), and the names given with `--allow-host`. Every other name is refused
/// whatever `--host` says: a site can point its own name at any address (DNS rebinding), and a
/// browser then sends that name, so answering it would hand that site the page and its token.
package final class AllowedHosts: Sendable {
    private let names: Mutex<Set<String>?> = Mutex(nil)
    /// Names added with `--allow-host` (a reverse proxy's or a tunnel's), lowercased.
    package let extra: [String]

    package init(extra: [String] = []) { self.extra = extra.map { $0.lowercased() } }

    /// `host` is the address listened on, as the announced URL shows it.
    package func bind(host: String, port: Int) {
        let bare = ["127.0.0.1", "localhost", "[::1]", host.lowercased()] + AllowedHosts.machineNames() + extra
        var allowed = Set(bare.map { "\($0):\(port)" })
        // A browser leaves the port out of Host when it is the scheme's default.
        if port == 80 { allowed.formUnion(bare) }
        names.withLock { $0 = allowed }
    }

    package func allows(_ host: String?) -> Bool {
        guard let host else { return false }
        return names.withLock { $0?.contains(host.lowercased()) ?? false }
    }

    var example: String { names.withLock { $0?.sorted().first ?? "127.0.0.1" } }

    /// This machine's host name (with and without its domain) and every address of its network
    /// interfaces, IPv6 in brackets as a Host header writes them.
    package static func machineNames() -> [String] {
        var result: [String] = []
        var buffer = [CChar](repeating: 0, count: 256)
        if gethostname(&buffer, buffer.count - 1) == 0 {
            let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self).lowercased()
            if !name.isEmpty { result += [name, String(name.prefix { $0 != "." })] }
        }
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0 else { return result }
        defer { freeifaddrs(list) }
        var cursor = list
        while let entry = cursor {
            if let address = entry.pointee.ifa_addr, let text = numericHost(address) { result.append(text) }
            cursor = entry.pointee.ifa_next
        }
        return result
    }

    private static func numericHost(_ address: UnsafeMutablePointer<sockaddr>) -> String? {
        let family = Int32(address.pointee.sa_family)
        guard family == AF_INET || family == AF_INET6 else { return nil }
        let length = socklen_t(family == AF_INET ? MemoryLayout<sockaddr_in>.size : MemoryLayout<sockaddr_in6>.size)
        var text = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        guard getnameinfo(address, length, &text, socklen_t(text.count), nil, 0, NI_NUMERICHOST) == 0 else { return nil }
        let numeric = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self).lowercased()
        // A link-local IPv6 address carries its interface ("%eth0"), which a Host header never does.
        let bare = numeric.split(separator: "%").first.map(String.init) ?? numeric
        return family == AF_INET6 ? "[\(bare)]" : bare
    }
}
