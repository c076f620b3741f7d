import FuzzSupport
import Pixelproof

/// A PNG file as a golden or a Figma export arrives: decoded (with a 4 MP limit, so a header that
/// claims a huge picture is refused before any allocation), then encoded again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let decoded = try? PNGDecoder(maxPixels: 4_000_000).decode(bytes) else { return 0 }
    _ = try? PNGEncoder.default.encode(decoded.pixmap)
    return 0
}

@_cdecl("FuzzPNG_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzPNG(data, size) }
}
