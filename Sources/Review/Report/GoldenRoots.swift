import Files

/// Where a review may read and write goldens: below the folder the run started in and the golden
/// folders it checked against (both recorded in summary.json), never inside the report folder.
///
/// The golden paths come from summary.json, which a report from elsewhere can fill with anything,
/// so each is judged by where it really leads (Files' `BoundedFolder`): `..` is refused outright,
/// the deepest folder that exists is resolved (links followed) and checked, and after the missing
/// folders are created the golden's folder is resolved and checked again, so a link planted on the
/// way cannot lead out; a golden already there must be a regular file inside the roots, links
/// followed (accepting through a golden that links elsewhere would read, and a reject put back,
/// the file it leads to).
struct GoldenRoots: Sendable {
    /// The folders, resolved; the file system root is never one (it would allow every file).
    let folders: [ServedFolder]
    let report: ServedFolder

    init(workingDirectory: String, snapshotRoots: [String], report: ServedFolder) {
        // Each once: the reports `assertSnapshot` writes name Snapshots/ as both.
        var folders: [ServedFolder] = []
        for folder in ([workingDirectory] + snapshotRoots).compactMap({ try? ServedFolder($0) }) where folder.root != "/" && !folders.contains(folder) {
            folders.append(folder)
        }
        self.folders = folders
        self.report = report
    }

    /// The roots as the refusals show them.
    var shown: String { folders.isEmpty ? "(none: the run's folders do not exist here)" : folders.map(\.root).joined(separator: ", ") }

    /// The resolved path a golden may be written at, its folders created; or why not.
    func writablePath(_ golden: String) -> Result<String, Refusal> {
        guard golden.hasSuffix(".png") else { return .failure(Refusal("\(golden) is not a .png")) }
        guard !golden.split(separator: "/").contains("..") else {
            return .failure(Refusal("\(golden) has a `..` step; a golden path never leaves its folder"))
        }
        let folder = FilePath.parentFolder(of: golden)
        var existing = folder
        while !FilePath.isFolder(existing), existing != "/", existing != "." { existing = FilePath.parentFolder(of: existing) }
        let resolvedExisting = FilePath.resolvingLinks(existing) ?? existing
        if let refusal = refusal(golden, leadsTo: resolvedExisting) { return .failure(refusal) }
        // The root the golden is written under; its own checks make and judge the folders.
        guard let root = folders.first(where: { $0.contains(resolvedExisting) }) else { return .failure(Refusal("\(golden) has no folder")) }
        let place: String
        do { place = try root.bounded.placeForWriting(golden) } catch { return .failure(Refusal("\(error)")) }
        if let refusal = refusal(golden, leadsTo: FilePath.parentFolder(of: place)) { return .failure(refusal) }
        return .success(place)
    }

    /// The golden's resolved path when it exists and leads inside the roots; nil otherwise.
    func readablePath(_ golden: String) -> String? {
        guard golden.hasSuffix(".png"), let resolved = FilePath.resolvingLinks(golden), refusal(golden, leadsTo: resolved) == nil else {
            return nil
        }
        return folders.lazy.compactMap { try? $0.bounded.file(at: resolved) }.first
    }

    private func refusal(_ golden: String, leadsTo resolved: String) -> Refusal? {
        if report.contains(resolved) {
            return Refusal("\(golden) leads to \(resolved), inside the report folder; goldens are never written there")
        }
        guard folders.contains(where: { $0.contains(resolved) }) else {
            return Refusal("\(golden) leads to \(resolved), outside the folder the run started in and its golden folders (\(shown))")
        }
        return nil
    }

    struct Refusal: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
