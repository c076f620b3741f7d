#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's limit on open descriptors. Every connection to the server holds one, and a page
/// of the live catalog keeps its event stream open for as long as it is shown: at a soft limit
/// of 1,024, 1,100 open streams left the server unable to accept a connection or open a file.
package enum DescriptorLimit {
    #if canImport(Glibc)
    private static let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
    private static let resource = RLIMIT_NOFILE
    #endif

    /// The soft limit now.
    package static var current: Int {
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return 1024 }
        return Int(clamping: limit.rlim_cur)
    }

    /// Raises the soft limit to the hard one (which an unprivileged process may do), so the
    /// server gets every descriptor the system allows it; returns the soft limit after.
    @discardableResult
    package static func raiseToHard() -> Int {
        var limit = rlimit()
        if getrlimit(resource, &limit) == 0, limit.rlim_cur < limit.rlim_max {
            var wanted = raised(limit)
            _ = setrlimit(resource, &wanted)
        }
        return current
    }

    /// The limits `raiseToHard` asks for: the soft one at the hard one.
    package static func raised(_ limit: rlimit) -> rlimit {
        var wanted = limit
        wanted.rlim_cur = max(limit.rlim_cur, limit.rlim_max)
        return wanted
    }
}
