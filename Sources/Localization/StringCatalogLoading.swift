import Files
import Foundation

extension StringCatalog {
    /// The variable that names a team's strings for every run: a `.xcstrings` file, a `.strings`
    /// or `.stringsdict` file, or a folder of `.lproj` folders.
    package static let environmentVariable = "PIXELPROOF_STRINGS"
    /// The file found by convention beside a team's sources or in its asset catalog's folder.
    package static let conventionalName = "Localizable.xcstrings"
    /// A catalog larger than this is refused rather than read (a real one is well under 10 MB).
    package static let maxBytes = 64 << 20

    /// Reads a String Catalog from its bytes; `file` names it in errors.
    package static func parse(xcstrings bytes: [UInt8], file: String) throws(LocalizationError) -> StringCatalog {
        try StringCatalogReader(file: file).read(bytes)
    }

    /// Reads one `.strings` file's pairs as `language`'s values.
    package static func parse(strings bytes: [UInt8], language: String, file: String) throws(LocalizationError) -> StringCatalog {
        var catalog = StringCatalog(file: file, sourceLanguage: language)
        try catalog.add(strings: bytes, language: language, file: file)
        return catalog
    }

    /// Reads one `.stringsdict` file's keys as `language`'s values.
    package static func parse(stringsdict bytes: [UInt8], language: String, file: String) throws(LocalizationError) -> StringCatalog {
        var catalog = StringCatalog(file: file, sourceLanguage: language)
        try catalog.add(stringsdict: bytes, language: language, file: file)
        return catalog
    }

    /// Reads what `path` names: a `.xcstrings` file; a `.strings` or `.stringsdict` file inside a
    /// `de.lproj` folder (the folder names its language); or a folder holding `Localizable.xcstrings`
    /// or `.lproj` folders, whose `Localizable.strings` and `Localizable.stringsdict` are read (a
    /// key in both takes the `.stringsdict`'s plural forms, as iOS does). For `.lproj` folders the
    /// source language is `sourceLanguage`, else `en` when there is an `en.lproj`, else the first
    /// language by name (`Base.lproj` is read as the source language's).
    package static func load(at path: String, sourceLanguage: String? = nil) throws(LocalizationError) -> StringCatalog {
        switch FileKind.at(path) {
        case .missing:
            throw LocalizationError(file: path, message: "no such file or folder", fix: "name a .xcstrings file, a .strings or .stringsdict file, or a folder of .lproj folders")
        case .folder where (path as NSString).pathExtension.lowercased() == "xcstrings":
            throw LocalizationError(file: path, message: "cannot read: it is a folder, not a file", fix: "a String Catalog is one .xcstrings file; remove or rename the folder")
        case .folder:
            let conventional = FilePath.join(path, conventionalName)
            if FileKind.at(conventional) != .missing { return try load(at: conventional) }
            return try loadLprojFolders(in: path, sourceLanguage: sourceLanguage)
        default:
            break
        }
        let bytes = try read(path)
        switch (path as NSString).pathExtension.lowercased() {
        case "xcstrings": return try parse(xcstrings: bytes, file: path)
        case "strings", "stringsdict":
            let language = try Self.language(ofLproj: FilePath.parentFolder(of: path), file: path, sourceLanguage: sourceLanguage)
            var catalog = StringCatalog(file: path, sourceLanguage: sourceLanguage ?? language)
            if path.lowercased().hasSuffix(".strings") { try catalog.add(strings: bytes, language: language, file: path) }
            else { try catalog.add(stringsdict: bytes, language: language, file: path) }
            return catalog
        default:
            throw LocalizationError(file: path, message: "not a strings file", fix: "name a .xcstrings, .strings or .stringsdict file")
        }
    }

    /// The catalog a run uses: `explicit` (`assertSnapshot(…, strings:)`, a description's
    /// `strings:` key, `--strings`) first, then `PIXELPROOF_STRINGS`, then `Localizable.xcstrings`
    /// in one of `conventionFolders` (the sources' folder, the asset catalog's folder), in order.
    /// Nil when none names or holds one: the run draws keys as written.
    package static func locate(explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment,
                               conventionFolders: [String] = []) -> String? {
        if let explicit, !explicit.isEmpty { return FilePath.expandingHome(explicit) }
        if let named = environment[environmentVariable], !named.isEmpty { return FilePath.expandingHome(named) }
        // Whatever stands at the conventional name is the catalog, not only a regular file: a pipe,
        // a device or a folder planted there is then refused by `load`, naming it, rather than
        // passed over in silence (the run would draw keys as written with no word why).
        return conventionFolders.map { FilePath.join($0, conventionalName) }.first { FileKind.at($0) != .missing }
    }

    private static func read(_ path: String) throws(LocalizationError) -> [UInt8] {
        do { return try AtomicFile.read(path, maxBytes: maxBytes) } catch {
            throw LocalizationError(file: path, message: error.description, fix: "check the path, and that it is a file under \(maxBytes >> 20) MB")
        }
    }

    private static func language(ofLproj folder: String, file: String, sourceLanguage: String?) throws(LocalizationError) -> String {
        let name = FilePath.fileName(of: folder)
        guard name.lowercased().hasSuffix(".lproj") else {
            throw LocalizationError(file: file, message: "a .strings or .stringsdict file takes its language from its folder, and \"\(name)\" is not an .lproj folder",
                                    fix: "put it in a folder named after its language, such as de.lproj")
        }
        let language = String(name.dropLast(6))
        if language == "Base" { return sourceLanguage ?? "en" }
        guard LocaleIdentifier.isWellFormed(language) else {
            throw LocalizationError(file: file, message: "\"\(name)\" does not name a language", fix: "name it after a language code, such as de.lproj or pt-BR.lproj")
        }
        return language
    }

    private static func loadLprojFolders(in folder: String, sourceLanguage: String?) throws(LocalizationError) -> StringCatalog {
        let found: [FoundFile]
        do { found = try FolderWalk.files(in: folder) } catch {
            throw LocalizationError(file: folder, message: error.description, fix: "check the folder")
        }
        let tables = found.filter { file in
            let parts = file.relative.split(separator: "/")
            return parts.count == 2 && parts[0].lowercased().hasSuffix(".lproj") && (parts[1] == "Localizable.strings" || parts[1] == "Localizable.stringsdict")
        }
        guard !tables.isEmpty else {
            throw LocalizationError(file: folder, message: "no \(conventionalName) and no .lproj folder with Localizable.strings or Localizable.stringsdict",
                                    fix: "name the .xcstrings file itself, or the folder that holds en.lproj, de.lproj, …")
        }
        let languages = Set(tables.map { String($0.relative.split(separator: "/")[0].dropLast(6)) }).subtracting(["Base"])
        let source = sourceLanguage ?? (languages.contains("en") ? "en" : languages.sorted().first ?? "en")
        var catalog = StringCatalog(file: folder, sourceLanguage: source)
        // .strings before .stringsdict, so a key in both keeps the plural forms.
        for table in tables.sorted(by: { ($0.relative.hasSuffix("dict") ? 1 : 0, $0.relative) < ($1.relative.hasSuffix("dict") ? 1 : 0, $1.relative) }) {
            let language = try Self.language(ofLproj: FilePath.parentFolder(of: table.path), file: table.path, sourceLanguage: source)
            let bytes = try read(table.path)
            if table.relative.hasSuffix(".strings") { try catalog.add(strings: bytes, language: language, file: table.path) }
            else { try catalog.add(stringsdict: bytes, language: language, file: table.path) }
        }
        return catalog
    }

    private mutating func add(strings bytes: [UInt8], language: String, file: String) throws(LocalizationError) {
        for (key, unit) in try StringsFileReader(file: file).read(bytes) {
            set(key, language: language, StringCatalog.Localization(value: .unit(unit)), line: unit.line)
        }
    }

    private mutating func add(stringsdict bytes: [UInt8], language: String, file: String) throws(LocalizationError) {
        for (key, localization, line) in try StringsDictReader(file: file).read(bytes) {
            set(key, language: language, localization, line: line)
        }
    }

    private mutating func set(_ key: String, language: String, _ localization: Localization, line: Int) {
        if entries[key] == nil { keys.append(key); entries[key] = Entry(key: key, line: line) }
        entries[key]?.localizations[language] = localization
    }
}
