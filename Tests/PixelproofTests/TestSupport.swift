import Files
import Foundation
import Synchronization
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Pixelproof
import Raster
import Values

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fresh folder in the temporary folder (TMPDIR, else /tmp) for one test.
func temporaryFolder() -> String { madeFolder(FilePath.temporaryFolder + "/pixelproof-kit-XXXXXX") }

/// A new folder from `template` (ending in XXXXXX), removed when the test process exits.
func madeFolder(_ template: String) -> String { try! ScratchFolder.make(template) }


/// Writes `text` to `name` in a fresh folder and returns the path.
func descriptionFile(_ text: String, named name: String = "test.yaml", in folder: String = temporaryFolder()) -> String {
    let path = folder + "/" + name
    let file = fopen(path, "w")!
    fputs(text, file)
    fclose(file)
    return path
}

/// Renders a YAML description at `scale`.
func render(_ yaml: String, scale: Int = 1) throws -> Pixmap {
    try Renderer(scale: scale).pixmap(of: try DescriptionFile.load(descriptionFile(yaml), scale: scale))
}

extension Pixmap {
    /// The straight-alpha colour at a device pixel.
    func color(_ x: Int, _ y: Int) -> RGBAColor { self[x, y].unpremultiplied }

    /// Rows (device px) that have any pixel differing from `background`.
    func inkedRows(background: RGBAColor) -> [Int] {
        (0..<height).filter { y in (0..<width).contains { color($0, y) != background } }
    }
}
