import Files
import Foundation
import JSON
import PNGCodec

/// `pixelproof figma pull`: the variants of the named component sets of one file, rendered by
/// Figma at one scale, written as `<out>/<set>/<variant>@<scale>x.png` with `<out>/figma.json`.
///
/// Nothing is written until every picture has arrived: each streams to a temporary folder (capped,
/// its PNG header and size checked), every file name is checked before the first download, then
/// each picture is written atomically and `figma.json` last, so a pull that fails (a rate limit
/// past `--max-wait`, a 403, a name the file system refuses) leaves the folder as the previous
/// pull left it.
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
        try checkNames(sets)
        let staging: String
        do { staging = try ScratchFolder.make(FilePath.temporaryFolder + "/pixelproof-figma-XXXXXX") } catch {
            throw FigmaError("\(error); set TMPDIR to a folder you can write")
        }
        defer { ScratchFolder.remove(staging) }
        let pictures = try await fetchPictures(sets.flatMap(\.variants), lookup.client, into: staging, progress: progress)
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

    /// The longest name of one file or folder (bytes of UTF-8), Linux's NAME_MAX, and of a whole path.
    static let maxNameBytes = 255
    static let maxPathBytes = 4095

    /// Refuses, before any download or write, a file the file system would refuse: a name past
    /// `maxNameBytes` (a 300-character variant name), a path past `maxPathBytes`, a file where a
    /// set's folder goes or a folder where a picture goes. Found halfway through the writes, any of
    /// these would leave some pictures replaced and `figma.json` naming the previous version.
    func checkNames(_ sets: [FigmaManifest.ComponentSet]) throws(FigmaError) {
        for set in sets {
            for variant in set.variants {
                guard let file = variant.file else { continue }
                let path = FilePath.join(out, file)
                let which = "\(set.name) / \(variant.name)"
                if let long = file.split(separator: "/").first(where: { $0.utf8.count > Self.maxNameBytes }) {
                    throw FigmaError("\(which): its file name is \(long.utf8.count) bytes, past the \(Self.maxNameBytes) a file system allows; "
                                     + "shorten the name in Figma, or pull the other sets with --component-set; nothing was written")
                }
                if path.utf8.count > Self.maxPathBytes {
                    throw FigmaError("\(which): its path \(path) is \(path.utf8.count) bytes, past the \(Self.maxPathBytes) a file system allows; "
                                     + "give a shorter --out or shorter names; nothing was written")
                }
                var folder = FilePath.parentFolder(of: path)
                while folder.count > out.count {
                    if FilePath.exists(folder) && !FilePath.isFolder(folder) {
                        throw FigmaError("\(which): \(folder) is a file, where the set's folder goes; move it away; nothing was written")
                    }
                    folder = FilePath.parentFolder(of: folder)
                }
                if FilePath.isFolder(path) {
                    throw FigmaError("\(which): \(path) is a folder, where the picture goes; move it away; nothing was written")
                }
            }
        }
    }

    /// An image link Figma answered with, if it is an http(s) URL (anything else is refused
    /// rather than fetched).
    package static func imageURL(_ link: String) -> URL? {
        guard let url = URL(string: link), ["http", "https"].contains(url.scheme?.lowercased() ?? "") else { return nil }
        return url
    }

    /// Each variant's picture, a PNG file in `staging`, by node id; a variant Figma could not
    /// render is absent.
    private func fetchPictures(_ variants: [FigmaManifest.Variant], _ client: FigmaClient, into staging: String,
                               progress: @Sendable (Int, Int) -> Void) async throws(FigmaError) -> [String: String] {
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
        var pictures: [String: String] = [:]
        for (done, (id, url)) in urls.enumerated() {
            progress(done, urls.count)
            let path = staging + "/\(done).png"
            try await client.download(url, to: path)
            try Self.checkPicture(path, of: id, from: url)
            pictures[id] = path
        }
        progress(urls.count, urls.count)
        return pictures
    }

    /// Refuses a downloaded picture that is not a PNG, or one larger than the PNG decoder takes
    /// (`PNGDecoder.defaultMaxPixels`), by its header alone: `compare` could not read it.
    static func checkPicture(_ path: String, of id: String, from url: URL) throws(FigmaError) {
        let start: [UInt8]
        do { start = try AtomicFile.readFirstBytes(path, count: 24) } catch { throw FigmaError("downloading the image of node \(id): \(error)") }
        let from = "downloading the image of node \(id) from \(url.host ?? "")"
        guard start.starts(with: PNGSignature.bytes) else {
            // A proxy's or the storage's error page arrives with status 200 now and then.
            let instead = PNGSignature.format(of: Array(start.prefix(PNGSignature.bytes.count))).map { " (it is \($0))" } ?? ""
            throw FigmaError("\(from): not a PNG file\(instead); try again, or with --force")
        }
        guard let size = PNGDecoder.headerSize(start) else {
            throw FigmaError("\(from): a PNG file without a readable header (IHDR); try again, or with --force")
        }
        guard size.width * size.height <= PNGDecoder.defaultMaxPixels else {
            throw FigmaError("\(from): \(size.width)×\(size.height) pixels, past the \(PNGDecoder.defaultMaxPixels / 1_000_000) megapixels "
                             + "Pixelproof decodes; export the component smaller (a lower --scale)")
        }
    }

    /// Every picture, then the removal of those the previous pull wrote and this one did not,
    /// then `figma.json`.
    private func write(_ manifest: FigmaManifest, _ pictures: [String: String], replacing previous: FigmaManifest?) throws(FigmaError) {
        do {
            try FilePath.createFolder(out)
            for set in manifest.componentSets {
                for variant in set.variants {
                    guard let file = variant.file, let staged = pictures[variant.id] else { continue }
                    let path = FilePath.join(out, file)
                    try FilePath.createFolder(FilePath.parentFolder(of: path))
                    // The staged file is within the image cap already; one picture in memory at a time.
                    try AtomicFile.copy(staged, to: path, maxBytes: .max)
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
