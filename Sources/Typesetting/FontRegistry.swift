import Foundation
import Files

/// The fonts a run can use: every face in the folders of `FontLocations` (identified by the names
/// and axes inside the files), plus system faces kept only as fallbacks for missing characters.
/// Immutable once built, so one registry serves every thread.
public final class FontRegistry: Sendable {
    /// A file that was not used, and why.
    public struct SkippedFile: Hashable, Sendable {
        public let path: String
        public let reason: String
    }

    /// Folders scanned for families, in priority order.
    public let folders: [String]
    /// Faces found there, in folder order then file name order.
    package let faces: [FontFace]
    /// System faces used only for characters the resolved face lacks (scanned on first use).
    package var fallbackFaces: [FontFace] { systemFallbacks.faces }
    let systemFallbacks: SystemFallbackFaces
    public let skipped: [SkippedFile]
    public let diagnostics: TypesettingDiagnostics
    /// Which families stand in for missing ones.
    package let substitution: FontSubstitution
    /// Layouts made with this registry's fonts (see `Typesetter.layout`).
    let layoutCache = LayoutCache()

    /// Scans `folders` (and, when `systemFallbacks`, `FontLocations.systemFallbackFolders`).
    /// Unreadable files are skipped and reported, never fatal.
    package init(folders: [String], systemFallbacks: Bool = true, substitution: FontSubstitution = .none,
                diagnostics: TypesettingDiagnostics = .standard) {
        self.folders = folders
        self.diagnostics = diagnostics
        self.substitution = substitution
        var skipped: [SkippedFile] = []
        var faces: [FontFace] = []
        for folder in folders {
            faces += FontRegistry.scan(folder, skipped: &skipped)
        }
        self.systemFallbacks = SystemFallbackFaces(
            folders: systemFallbacks ? FontLocations.systemFallbackFolders.filter { !folders.contains($0) } : [])
        self.faces = faces
        self.skipped = skipped
        for file in skipped { diagnostics.report("skipped font file \(file.path): \(file.reason)") }
    }

    /// The registry for `--fonts` folders plus `PIXELPROOF_FONTS` plus the bundled `Fonts/`, then the
    /// system fonts' stand-ins (Inter, Liberation Mono, Noto Serif, from Debian's packages) where
    /// they are installed: last, so a team's own files win.
    package convenience init(commandLineFolders: [String] = [], substitution: FontSubstitution = .none,
                            diagnostics: TypesettingDiagnostics = .standard) {
        let folders = FontLocations.folders(commandLine: commandLineFolders)
        let standIns = SystemFont.standInLocations.filter { FilePath.exists($0) && !folders.contains($0) }
        self.init(folders: folders + standIns, substitution: substitution, diagnostics: diagnostics)
    }

    /// Family names found, sorted.
    public var families: [String] { Array(Set(faces.map(\.family))).sorted() }

    /// The face for `request`, or a stand-in for a family the product does not bundle
    /// (`substitution`), reported once through `diagnostics`.
    /// Throws `FontError.familyNotFound` naming the family and the folders searched.
    package func resolve(_ request: FontRequest) throws(FontError) -> ResolvedFont {
        guard request.weight.isFinite else { throw .invalidValue(name: "font weight", value: request.weight) }
        for family in substitution.candidates(for: request.family) {
            if let face = bestFace(family: family, weight: request.weight, italic: request.italic) {
                return resolved(face, request, standIn: false)
            }
        }
        if let substitute = substitution.standIn(for: request.family),
           let face = bestFace(family: substitute.standIn, weight: request.weight, italic: request.italic) {
            diagnostics.report(substitute.message)
            return resolved(face, request, standIn: true)
        }
        throw .familyNotFound(family: request.family, searched: folders, available: families)
    }

    private func resolved(_ face: FontFace, _ request: FontRequest, standIn: Bool) -> ResolvedFont {
        let weight = face.weightAxis?.clamp(request.weight) ?? Double(face.weight)
        let others = FontRegistry.fallbackChoice(faces.filter { $0.family != face.family })
        return ResolvedFont(face: face, weight: weight, request: request, isStandIn: standIn,
                            otherFamilies: others, systemFallbacks: systemFallbacks)
    }

    /// CSS-like matching within a family: italic as asked when possible, then a variable face whose
    /// `wght` axis covers the weight, else the static face nearest in weight (heavier on a tie above
    /// 500, lighter below, as CSS Fonts §5.2 does).
    func bestFace(family: String, weight: Double, italic: Bool) -> FontFace? {
        let inFamily = faces.filter { $0.family.caseInsensitiveCompare(family) == .orderedSame }
        guard !inFamily.isEmpty else { return nil }
        let styled = inFamily.filter { $0.isItalic == italic }
        let pool = styled.isEmpty ? inFamily : styled
        if let variable = pool.first(where: { $0.weightRange.contains(weight) && $0.weightAxis != nil }) {
            return variable
        }
        func distance(_ f: FontFace) -> Double {
            let r = f.weightRange
            if r.contains(weight) { return 0 }
            let d = weight < r.lowerBound ? r.lowerBound - weight : weight - r.upperBound
            let preferHeavier = weight > 500
            return d * 2 + ((weight < r.lowerBound) == preferHeavier ? 0 : 1)
        }
        return pool.enumerated().min { (distance($0.element), $0.offset) < (distance($1.element), $1.offset) }?.element
    }

    /// One face per family for the fallback chain: the upright face nearest weight 400 with the
    /// plainest style; sans families before serif, mono and math, then by name.
    static func fallbackChoice(_ faces: [FontFace]) -> [FontFace] {
        var byFamily: [String: FontFace] = [:]
        func rank(_ f: FontFace) -> (Int, Double, Int, String) {
            let s = f.style.lowercased()
            let plain = ["regular", "book", "normal", "roman"].contains(s) ? 0 : 1
            return (f.isItalic ? 1 : 0, abs(Double(f.weight) - 400), plain, f.path)
        }
        for face in faces {
            if let current = byFamily[face.family], rank(current) <= rank(face) { continue }
            byFamily[face.family] = face
        }
        func order(_ family: String) -> (Int, String) {
            let f = family.lowercased()
            let special = f.contains("mono") || f.contains("serif") || f.contains("math") ? 1 : 0
            return (special, family)
        }
        return byFamily.values.sorted { order($0.family) < order($1.family) }
    }

    /// The largest font file read: the biggest collections (Noto CJK) are about 30 MB, and a
    /// file that size or larger in a fonts folder is more likely a mistake than a font.
    static let maxFontFileBytes = 128 << 20

    /// Every face in `folder` and its subfolders, files in sorted order. Missing folders are fine.
    /// The faces of the font files in `folder` and its subfolders; a path to one font file (a
    /// stand-in's own face, `SystemFont.StandIn.locations`) gives that file's faces.
    static func scan(_ folder: String, skipped: inout [SkippedFile]) -> [FontFace] {
        let isFont = { (name: String) in ["ttf", "otf", "ttc", "otc"].contains((name as NSString).pathExtension.lowercased()) }
        let paths = FilePath.isFolder(folder)
            ? ((try? FolderWalk.files(in: folder)) ?? []).filter { isFont($0.relative) }.map(\.path)
            : (isFont(folder) && FilePath.isFile(folder) ? [folder] : [])
        var faces: [FontFace] = []
        for path in paths {
            // A regular file only: a pipe named like a font would block the read forever.
            let bytes: [UInt8]
            do { bytes = try AtomicFile.read(path, maxBytes: maxFontFileBytes) } catch {
                skipped.append(SkippedFile(path: path, reason: error.message)); continue
            }
            do {
                faces += try FontFace.load(bytes: bytes, path: path)
            } catch {
                skipped.append(SkippedFile(path: path, reason: "\(FontError.reason(error))"))
            }
        }
        return faces
    }
}

extension FontError {
    static func reason(_ error: FontError) -> String {
        if case let .unreadableFont(_, reason) = error { return reason + " (not a usable font)" }
        return error.description
    }
}
