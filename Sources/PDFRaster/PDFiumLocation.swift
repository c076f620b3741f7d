import Files
import Foundation

/// Where libpdfium is looked for, in order:
/// 1. the file `PIXELPROOF_PDFIUM` names (and then only there: a library the user names is never
///    passed over for another one);
/// 2. the folder `scripts/setup` installs it to: `/usr/local/lib/pixelproof` when run as root,
///    `~/.local/lib/pixelproof` otherwise;
/// 3. the copy a pip-installed pypdfium2 carries (`pypdfium2_raw/`) in a Python's site-packages:
///    a virtual environment's, the user's, the system's, pyenv's and Homebrew's.
package enum PDFiumLocation {
    #if os(macOS)
    package static let fileName = "libpdfium.dylib"
    #else
    package static let fileName = "libpdfium.so"
    #endif
    package static let variable = "PIXELPROOF_PDFIUM"

    /// Whether this process finds a library (the tests that draw a PDF run only then, unless
    /// `PIXELPROOF_REQUIRE_PDFIUM=1` says they must).
    package static var isInstalled: Bool { (try? find(environment: ProcessInfo.processInfo.environment)) != nil }

    /// The folders scripts/setup installs to, for `home`.
    package static func installFolders(home: String?) -> [String] {
        ["/usr/local/lib/pixelproof"] + (home.map { [$0 + "/.local/lib/pixelproof"] } ?? [])
    }

    /// The library's path, or an error naming what was searched and how to install it.
    package static func find(environment: [String: String], installFolders: [String]? = nil,
                             pythonRoots: [String]? = nil) throws(PDFImageError) -> String {
        if let named = environment[variable], !named.isEmpty {
            // Absolute, so dlopen opens this file: a bare name would send it down the system's
            // library path instead.
            let path = FilePath.absolute(FilePath.expandingHome(named))
            let kind = FileKind.at(path)
            guard kind == .regularFile else {
                throw PDFImageError(file: path, "\(variable) names it, and it is \(kind == .missing ? "missing" : kind.noun + ", not a file"); "
                    + "name a libpdfium file (\(fileName)), or unset \(variable) to use the one scripts/setup installs")
            }
            return path
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
        let installed = (installFolders ?? Self.installFolders(home: home)).map { $0 + "/" + fileName }
        let places = installed + sitePackages(roots: pythonRoots ?? Self.pythonRoots(environment: environment, home: home))
        if let found = places.first(where: { FileKind.at($0) == .regularFile }) { return found }
        throw .libraryMissing(searched: installed + ["pypdfium2_raw/\(fileName) in Python's site-packages"])
    }

    /// The prefixes a Python may be installed under, most specific first.
    static func pythonRoots(environment: [String: String], home: String?) -> [String] {
        var roots = [environment["VIRTUAL_ENV"], environment["CONDA_PREFIX"]].compactMap { $0 }
        if let home {
            roots.append(home + "/.local")
            roots += FolderWalk.entries(of: home + "/.pyenv/versions").map { home + "/.pyenv/versions/" + $0 }
            roots += FolderWalk.entries(of: home + "/Library/Python").map { home + "/Library/Python/" + $0 }
        }
        roots += ["/usr/local", "/usr", "/opt/homebrew"]
        roots += FolderWalk.entries(of: "/Library/Frameworks/Python.framework/Versions").map { "/Library/Frameworks/Python.framework/Versions/" + $0 }
        return roots
    }

    /// `pypdfium2_raw/libpdfium…` in each root's `lib/python3.*/site-packages` (or Debian's
    /// `dist-packages`, or macOS's per-user `lib/python/site-packages`), newest Python first.
    static func sitePackages(roots: [String]) -> [String] {
        roots.flatMap { root -> [String] in
            let versions = FolderWalk.entries(of: root + "/lib").filter { $0.hasPrefix("python3") }.reversed()
            let folders = versions.flatMap { ["\(root)/lib/\($0)/site-packages", "\(root)/lib/\($0)/dist-packages"] }
                + ["\(root)/lib/python/site-packages", "\(root)/lib/python3/dist-packages"]
            return folders.map { "\($0)/pypdfium2_raw/\(fileName)" }
        }
    }
}
