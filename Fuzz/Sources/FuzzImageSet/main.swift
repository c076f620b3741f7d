import AssetCatalog
import Foundation
import FuzzSupport

/// A real catalog the image sets are read in: `fuzz.imageset` holds `a.png` (what the seeds
/// name), a link `out.png` to a file outside the catalog and a FIFO `pipe.png`, so each way a
/// file can be refused is reached; nothing is ever written there.
let catalog: (path: String, resolved: String) = {
    let root = NSTemporaryDirectory() + "/pixelproof-fuzz-imageset-\(getpid())"
    let folder = root + "/Fuzz.xcassets/fuzz.imageset"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    FileManager.default.createFile(atPath: folder + "/a.png", contents: Data([0x89, 0x50, 0x4E, 0x47]))
    FileManager.default.createFile(atPath: root + "/outside.png", contents: Data([0x89, 0x50, 0x4E, 0x47]))
    try? FileManager.default.createSymbolicLink(atPath: folder + "/out.png", withDestinationPath: root + "/outside.png")
    mkfifo(folder + "/pipe.png", 0o600)
    let path = root + "/Fuzz.xcassets"
    return (path, URL(fileURLWithPath: path).resolvingSymlinksInPath().path)
}()

/// An image set's Contents.json: read, then the file drawn for every scale in the light and the
/// dark appearance, each of which must be a file inside the catalog; and a misspelt name's error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImageSet(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let sets = try? AssetCatalog.parse(imageSet: bytes, named: "fuzz", catalog: catalog.path) else { return 0 }
    for scale in 1...3 {
        for appearance in [ColorAppearance.light, .dark] {
            guard let image = try? sets.image(named: "fuzz", scale: scale, appearance: appearance) else { continue }
            precondition(image.path.hasPrefix(catalog.resolved + "/"), "an image set's file outside its catalog: \(image.path)")
        }
    }
    _ = try? sets.image(named: "fuz", scale: 2, appearance: .light)
    return 0
}

@_cdecl("FuzzImageSet_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    _ = catalog
    return runFuzzer(argc, argv) { data, size in fuzzImageSet(data, size) }
}
