import Foundation
import Files
import PNGCodec

/// The reason a file or folder could not be written, in the operating system's words ("No space
/// left on device", "Read-only file system"), without Foundation's wrapping or a repeated path.
enum WriteFailure {
    static func reason(_ error: any Error) -> String {
        if let file = error as? FileError { return file.reason }
        if let png = error as? PNGError { return png.message }
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
        // Foundation's own codes for the failures a golden run meets, in the system's words.
        if ns.domain == NSCocoaErrorDomain {
            switch ns.code {
            case NSFileWriteVolumeReadOnlyError: return String(cString: strerror(EROFS))
            case NSFileWriteOutOfSpaceError: return String(cString: strerror(ENOSPC))
            case NSFileWriteNoPermissionError: return String(cString: strerror(EACCES))
            default: break
            }
        }
        return ns.localizedDescription
    }

    /// What a refusal or a failure says, without the path: "is refused: it leads to …".
    static func message(_ error: any Error) -> String {
        (error as? FileError)?.message ?? reason(error)
    }
}
