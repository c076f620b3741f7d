import Files
import Foundation
import JSON
import PNGCodec

/// `pixelproof figma pull`: the variants of the named component sets of one file, rendered by
/// Figma at one scale, written as `<out>/<set>/<variant>@<scale>x.png` with `<out>/figma.json`.
///
/// Nothing is written until every picture has arrived: they are held in memory, then each is
/// written atomically and `figma.json` last, so a pull that fails (a rate limit past
/// `--max-wait`, a 403) leaves the folder as the previous pull left it.
package struct FigmaPull: Sendable {
    package var fileKey: String
    package var setNames: [String]
    package var scale: Double
    package var out: String
    /// Pull again even when `figma.json` says the file version is the one already pulled.
    package var force: Bool
    /// Node ids per `GET /v1/images` request.
    package var batchSize: Int

    package init(fileKey: String, setNames: [String], scale: Double, out: String, force: Bool = false, batchSize: Int = 50) {
        self.fileKey = fileKey; self.setNames = setNames; self.scale = scale; self.out = out
        self.force = force; self.batchSize = batchSize
    }

    /// Figma's accepted range for `scale`.
    package static let scales = 0.01...4.0

    /// What a pull did.
    package struct Outcome: Sendable {
        package var manifest: FigmaManifest
        /// True when the file version was the one already pulled: no image was asked for.
        package var unchanged: Bool
        /// Variants Figma returned no picture for (`null` in the images map), as `set / variant`.
        package var notRendered: [String]
        /// Variants left out because another variant has their file name, as `set / variant`.
        package var conflicts: [String]
        package var written: Int
    }

    /// Refuses what cannot work before any request: an output folder that is a file, or that
    /// cannot be created because a file stands where one of its parents would be.
    package func checkOutput() throws(FigmaError) {
        var path = out
        while !FilePath.exists(path) {
            let parent = FilePath.parentFolder(of: path)
            if parent == path || parent.isEmpty { return }
            path = parent
        }
        if !FilePath.isFolder(path) {
            let which = path == out ? "" : " (\(path), on its way, is a file)"
            throw FigmaError("--out \(out): is a file, not a folder\(which); give a folder (it is created when missing)")
        }
    }

    package func run(_ lookup: ComponentSetLookup, progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) async throws(FigmaError) -> Outcome {
        try checkOutput()
        let previous = try FigmaManifest.read(in: out)
        let overview = try await lookup.overview()
        let names = setNames.map(ComponentSetLookup.trimmed)
        if !force, let previous, previous.covers(fileKey: fileKey, version: overview.version, scale: scale, sets: names, in: out) {
            return Outcome(manifest: previous, unchanged: true, notRendered: previous.notRendered, conflicts: [], written: 0)
        }
        let found = try await lookup.find(names, in: overview)
        if let first = found.missing.first {
            throw FigmaError(ComponentSetLookup.missingMessage(first.name, suggestions: first.suggestions, known: found.known))
        }
        var (sets, conflicts) = plan(found.sets)
        let pictures = try await fetchPictures(sets.flatMap(\.variants), lookup.client, progress: progress)
        for index in sets.indices {
            for v in sets[index].variants.indices where pictures[sets[index].variants[v].id] == nil {
                sets[index].variants[v].file = nil
            }
        }
        let manifest = FigmaManifest(fileKey: fileKey, fileName: overview.name, version: found.version,
                                     lastModified: found.lastModified, scale: scale, componentSets: sets)
        try write(manifest, pictures, replacing: previous)
        return Outcome(manifest: manifest, unchanged: false, notRendered: manifest.notRendered, conflicts: conflicts, written: pictures.count)
    }

    /// Each set's variants with their files. A variant whose file another variant already has
    /// (two variants of one name, which Figma shows as a conflict, or two sets whose names make
    /// one folder) is left out and named in `conflicts`, as `set / variant`: the first one wins.
    func plan(_ found: [ComponentSetLookup.FoundSet]) -> (sets: [FigmaManifest.ComponentSet], conflicts: [String]) {
        var claimed: Set<String> = []
        var conflicts: [String] = []
        let sets = found.map { set in
            FigmaManifest.ComponentSet(name: set.name, id: set.node.id, variants: set.node.variants.compactMap { variant in
                let file = ExportLayout.file(set: set.name, variant: variant.name, scale: scale)
                guard claimed.insert(file).inserted else {
                    conflicts.append("\(set.name) / \(variant.name)")
                    return nil
                }
                return FigmaManifest.Variant(name: variant.name, id: variant.id, file: file)
            })
        }
        return (sets, conflicts)
    }

    /// An image link Figma answered with, if it is an http(s) URL (anything else is refused
    /// rather than fetched).
    package static func imageURL(_ link: String) -> URL? {
        guard let url = URL(string: link), ["http", "https"].contains(url.scheme?.lowercased() ?? "") else { return nil }
        return url
    }

    /// Each variant's PNG bytes by node id; a variant Figma could not render is absent.
    private func fetchPictures(_ variants: [FigmaManifest.Variant], _ client: FigmaClient,
                               progress: @Sendable (Int, Int) -> Void) async throws(FigmaError) -> [String: [UInt8]] {
        var urls: [(id: String, url: URL)] = []
        let ids = variants.map(\.id)
        for start in stride(from: 0, to: ids.count, by: max(1, batchSize)) {
            let batch = Array(ids[start..<min(ids.count, start + max(1, batchSize))])
            let images = try await client.get("/v1/images/\(fileKey)", query: [("ids", batch.joined(separator: ",")), ("scale", JSONValue.format(scale)),
                                                                               ("format", "png")], as: GetImagesResponse.self)
            if let err = images.err { throw FigmaError("GET /v1/images/\(fileKey): Figma could not render the images: \(err)") }
            for id in batch {
                guard let link = images.images[id] ?? nil else { continue }
                guard let url = Self.imageURL(link) else {
                    throw FigmaError("GET /v1/images/\(fileKey): the image of node \(id) is not an http(s) URL")
                }
                urls.append((id, url))
            }
        }
        var pictures: [String: [UInt8]] = [:]
        for (done, (id, url)) in urls.enumerated() {
            progress(done, urls.count)
            let bytes = try await client.download(url)
            guard bytes.starts(with: PNGSignature.bytes) else {
                // A proxy's or the storage's error page arrives with status 200 now and then.
                let instead = PNGSignature.format(of: Array(bytes.prefix(PNGSignature.bytes.count))).map { " (it is \($0))" } ?? ""
                throw FigmaError("downloading the image of node \(id) from \(url.host ?? ""): not a PNG file\(instead); try again, or with --force")
            }
            pictures[id] = bytes
        }
        progress(urls.count, urls.count)
        return pictures
    }

    /// Every picture, then the removal of those the previous pull wrote and this one did not,
    /// then `figma.json`.
    private func write(_ manifest: FigmaManifest, _ pictures: [String: [UInt8]], replacing previous: FigmaManifest?) throws(FigmaError) {
        do {
            try FilePath.createFolder(out)
            for set in manifest.componentSets {
                for variant in set.variants {
                    guard let file = variant.file, let bytes = pictures[variant.id] else { continue }
                    let path = FilePath.join(out, file)
                    try FilePath.createFolder(FilePath.parentFolder(of: path))
                    try AtomicFile.write(bytes, to: path)
                }
            }
            let kept = Set(manifest.files)
            for stale in previous?.files ?? [] where !kept.contains(stale) {
                try? AtomicFile.remove(FilePath.join(out, stale))
            }
            try AtomicFile.write(Array(manifest.json.pretty.utf8), to: FilePath.join(out, FigmaManifest.fileName))
        } catch {
            throw FigmaError("\(error); check that --out is a folder you can write")
        }
    }
}
