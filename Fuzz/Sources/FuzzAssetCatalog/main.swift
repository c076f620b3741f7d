import AssetCatalog
import FuzzSupport

/// An asset catalog's colour set (a Contents.json): read, then its colour looked up for the light
/// and the dark appearance, so every component notation, colour space and appearance rule runs.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAssetCatalog(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let catalog = try? AssetCatalog.parse(colorSet: bytes, named: "fuzz", file: "fuzz.colorset/Contents.json") else { return 0 }
    for appearance in [ColorAppearance.light, .dark] { _ = try? catalog.color(named: "fuzz", appearance: appearance) }
    _ = try? catalog.color(named: "fuz", appearance: .light)
    return 0
}

@_cdecl("FuzzAssetCatalog_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzAssetCatalog(data, size) }
}
