import DescriptionModel
import DescriptionFormat
import Diagnostics
import Files
import SVGIcons
import Foundation

/// `Image(systemName:)` without SF Symbols, which cannot be shipped: a name is looked up first
/// in a team's icon folder (`plus.svg`, then `plus.png`, so a team's own drawing wins), then in
/// the table of SF Symbol names drawn by Pixelproof's built-in icons, then in the table of names
/// drawn from the Material Design Icons set (`SFSymbolTable`, `StandInSymbolFont`). A name found
/// in none is an error naming the folder searched, the table and the names close to it.
package enum SystemSymbols {
    /// SF Symbol names and the built-in icon that stands in for each (docs/ASSETS.md lists them).
    package static let table: [(symbol: String, icon: IconName)] = [
        ("plus", .plus), ("checkmark", .checkmark),
        ("chevron.right", .chevronRight), ("chevron.left", .chevronLeft), ("chevron.down", .chevronDown),
        ("xmark", .close), ("magnifyingglass", .search), ("heart", .heart), ("star", .star),
        ("cart", .shoppingCart), ("person", .user), ("gearshape", .gear), ("bell", .bell), ("trash", .trash),
        ("info.circle", .circleInfo), ("exclamationmark.triangle", .triangleExclamation),
        ("arrow.left", .arrowLeft), ("bookmark", .save), ("square.and.arrow.up", .share), ("mappin", .marker),
        ("house", .home), ("exclamationmark.circle.fill", .circleExclamation),
    ]

    /// The environment variable that names a team's icon folder when no argument does.
    package static let environmentVariable = "PIXELPROOF_ICONS"

    /// The icon folder `PIXELPROOF_ICONS` names; nil when it is not set (or empty).
    package static func folderFromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard let folder = environment[environmentVariable], !folder.isEmpty else { return nil }
        return FilePath.expandingHome(folder)
    }

    /// What `Image(systemName: name)` draws: the folder's `name.svg` or `name.png`, else the
    /// built-in icon the table maps `name` to. An icon folder that is no folder, or a `name.svg`
    /// in it that is no file (a folder named so), is an error rather than passed over: the
    /// built-in stand-in drawn instead would hide the team's own drawing.
    package static func glyph(systemName name: String, iconFolder: String?) throws(SymbolError) -> IconNode.Glyph {
        if let iconFolder {
            let folderKind = FileKind.at(iconFolder)
            if folderKind != .folder { throw SymbolError(name: name, iconFolder: iconFolder, problem: .folderIsNot(folderKind)) }
        }
        if let iconFolder, !name.isEmpty, !name.contains("/"), name != ".", name != ".." {
            for kind in IconFile.Kind.allCases {
                let file = FilePath.join(iconFolder, name + "." + kind.rawValue)
                switch FileKind.at(file) {
                case .regularFile: return .file(FileReference(given: file, relativeTo: nil))
                case .missing: continue
                case let found: throw SymbolError(name: name, iconFolder: iconFolder, problem: .notAFile(path: file, found))
                }
            }
        }
        if let entry = table.first(where: { $0.symbol == name }) { return .builtIn(entry.icon) }
        if let glyphName = SFSymbolTable.glyph(for: name) {
            switch StandInSymbolFont.glyphs {
            case let .success(font):
                guard let pathData = font.pathData[glyphName] else {
                    throw SymbolError(name: name, iconFolder: iconFolder, problem: .standInSet(.unreadable("\(font.file) has no glyph \"\(glyphName)\"")))
                }
                return .path(pathData)
            case let .failure(problem):
                throw SymbolError(name: name, iconFolder: iconFolder, problem: .standInSet(problem))
            }
        }
        var candidates = table.map(\.symbol) + SFSymbolTable.entries.map(\.symbol)
        if let iconFolder, let files = try? FolderWalk.files(in: iconFolder) {
            candidates += files.filter { !$0.relative.contains("/") && IconFile.kind(of: $0.relative) != nil }.map { FilePath.stem(of: $0.relative) }
        }
        // "gift.circle.fill" draws as "gift" would, where the set has no such variant.
        let unfilled = name.hasSuffix(".fill") ? [String(name.dropLast(5))].filter(candidates.contains) : []
        throw SymbolError(name: name, iconFolder: iconFolder,
                          problem: .unknown(suggestions: unfilled + DidYouMean.suggestions(for: name, in: candidates).filter { !unfilled.contains($0) }))
    }
}

/// A `systemName` that cannot be drawn: no icon stands in for it, or the icon folder is not as
/// the lookup needs it.
package struct SymbolError: Error, Hashable, Sendable, CustomStringConvertible {
    package enum Problem: Hashable, Sendable {
        /// Neither the icon folder nor the table has the name; the names close to it.
        case unknown(suggestions: [String])
        /// The icon folder's `name.svg` (or `.png`) is no file: a folder named like an icon, a pipe.
        case notAFile(path: String, FileKind)
        /// The icon folder given is no folder (a file, or nothing).
        case folderIsNot(FileKind)
        /// The name is in the stand-in table, but the icon set is not installed or not readable.
        case standInSet(StandInSetProblem)
    }

    package var name: String
    package var iconFolder: String?
    package var problem: Problem

    package var description: String { "Image(systemName: \"\(name)\"): " + message }

    /// What is wrong and the fix, without the symbol in front (a view's error names it already).
    package var message: String {
        switch problem {
        case let .notAFile(path, kind):
            return "\(path) is \(kind.noun), not an icon file (.svg or .png); put the icon's own file there, or move \(kind.noun) away to draw the built-in icon"
        case let .folderIsNot(kind):
            let what = kind == .missing ? "does not exist" : "is \(kind.noun), not a folder"
            return "the icon folder \(iconFolder ?? "") \(what); give the folder that holds the team's NAME.svg and NAME.png files (\(SystemSymbols.environmentVariable)), or none to draw the built-in icons"
        case let .standInSet(problem):
            return "\"\(name)\" is drawn from the stand-in icon set, but \(problem)"
        case let .unknown(suggestions):
            let looked = iconFolder.map { "no \(name).svg or \(name).png in the icon folder \($0), and " } ?? "no icon folder given (PIXELPROOF_ICONS), and "
            let count = SystemSymbols.table.count + SFSymbolTable.entries.count
            return "\(looked)\"\(name)\" is not in Pixelproof's table of SF Symbol names (\(count) names: SystemSymbols.table and SFSymbolTable, listed in docs/ASSETS.md)"
                + DidYouMean.clause(suggesting: suggestions)
                + "; add \(name).svg to the icon folder, or use a name of the table"
        }
    }
}
