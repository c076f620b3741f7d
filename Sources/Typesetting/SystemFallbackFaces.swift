import Synchronization

/// The system's faces kept only for characters a resolved face lacks (`FontLocations.systemFallbackFolders`),
/// scanned the first time a character needs one rather than when the registry is built: reading
/// and opening every system font file costs more than a whole run of Latin text that never needs one.
/// Scanned once, under a lock, so every thread sees the same faces in the same order.
final class SystemFallbackFaces: Sendable {
    private struct Scan {
        /// Every upright face found.
        var upright: [FontFace]
        /// One face per family (`FontRegistry.fallbackChoice`): the chain's order.
        var chain: [FontFace]
        /// The chain per weight asked for.
        var byWeight: [Double: [FontFace]] = [:]
    }
    private let folders: [String]
    private let scanned = Mutex<Scan?>(nil)

    init(folders: [String]) {
        self.folders = folders
    }

    private func withScan<T>(_ body: (inout Scan) -> T) -> T {
        scanned.withLock { state in
            if state == nil {
                var ignored: [FontRegistry.SkippedFile] = []
                let all = folders.flatMap { FontRegistry.scan($0, skipped: &ignored) }
                state = Scan(upright: all.filter { !$0.isItalic }, chain: FontRegistry.fallbackChoice(all))
            }
            return body(&state!)
        }
    }

    /// One face per family (`FontRegistry.fallbackChoice`), scanned on first use.
    var faces: [FontFace] { withScan { $0.chain } }

    /// The chain for text of `weight`: the same families in the same order, each as its upright
    /// face nearest that weight, so a semibold Arabic title takes Noto Sans Arabic Bold, as iOS
    /// takes SF Arabic's semibold.
    func faces(nearestTo weight: Double) -> [FontFace] {
        withScan { scan in
            if let known = scan.byWeight[weight] { return known }
            let byFamily = Dictionary(grouping: scan.upright, by: \.family)
            let picked = scan.chain.map { face in
                (byFamily[face.family] ?? [face]).min { a, b in
                    (abs(Double(a.weight) - weight), a.path) < (abs(Double(b.weight) - weight), b.path)
                } ?? face
            }
            scan.byWeight[weight] = picked
            return picked
        }
    }
}
