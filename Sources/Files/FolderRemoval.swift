import Foundation

extension FilePath {
    /// Removes the folder at `path` and everything in it (a link inside is removed, not
    /// followed); a path with nothing at it is no error. The one recursive removal: a report
    /// folder made for a review, a case's report folder written again, scratch folders at exit.
    package static func removeFolder(_ path: String) throws(FileError) {
        guard FileKind.at(path) != .missing else { return }
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw FileError(path: path, action: "cannot remove the folder", reason: (error as NSError).localizedDescription)
        }
    }
}
