import ArgumentParser
import Files
import Pixelproof
import Typesetting

/// `--fonts DIR`, read the same way by every command that takes it.
enum FontFolderOption {
    /// The font registry for the `--fonts` folders (the shared standard one when none is given).
    /// Each must be a folder: the scan passes over folders that are not there (`PIXELPROOF_FONTS`
    /// may list several), so a font file or a misspelt folder given here would otherwise change
    /// nothing and say nothing.
    static func registry(_ folders: [String]) throws(ValidationError) -> FontRegistry {
        for folder in folders {
            let kind = FileKind.at(FilePath.expandingHome(folder))
            switch kind {
            case .folder: continue
            case .missing: throw ValidationError("--fonts \(folder): no such folder; give the folder that holds the font files")
            case .regularFile: throw ValidationError("--fonts \(folder) is a file, not a folder; give the folder that holds it (\(FilePath.parentFolder(of: folder)))")
            default: throw ValidationError("--fonts \(folder) is \(kind.noun), not a folder; give the folder that holds the font files")
            }
        }
        return folders.isEmpty ? FontLibrary.standard : FontLibrary.registry(commandLineFolders: folders)
    }
}
