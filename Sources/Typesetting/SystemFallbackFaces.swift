import Synchronization

/// The system's faces kept only for characters a resolved face lacks (`FontLocations.systemFallbackFolders`),
/// scanned the first time a character needs one rather than when the registry is built: reading
/// and opening every system font file costs more than a whole run of Latin text that never needs one.
/// Scanned once, under a lock, so every thread sees the same faces in the same order.
final class SystemFallbackFaces: Sendable {
    private let folders: [String]
    private let scanned = Mutex<[FontFace]?>(nil)

    init(folders: [String]) {
        self.folders = folders
    }

    /// One face per family (`FontRegistry.fallbackChoice`), scanned on first use.
    var faces: [FontFace] {
        scanned.withLock { faces in
            if let faces { return faces }
            var ignored: [FontRegistry.SkippedFile] = []
            let found = FontRegistry.fallbackChoice(folders.flatMap { FontRegistry.scan($0, skipped: &ignored) })
            faces = found
            return found
        }
    }
}
