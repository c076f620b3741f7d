import FuzzSupport
import Pixelproof

/// The differ on two PNGs and options: the input is [threshold byte][flags byte][u32 length of the
/// first PNG][first PNG][second PNG]. Two decodable pictures of any sizes, alpha and options must
/// compare (or report "sizes differ") without crashing, and the offset search must terminate.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDiff(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard bytes.count > 6 else { return 0 }
    let threshold = Double(bytes[0]) / 255, flags = bytes[1]
    let length = Int(bytes[2]) | Int(bytes[3]) << 8 | Int(bytes[4]) << 16 | Int(bytes[5]) << 24
    guard length <= bytes.count - 6 else { return 0 }
    let first = Array(bytes[6..<(6 + length)]), second = Array(bytes[(6 + length)...])
    guard let a = try? PNGImageFile.decode(first, maxPixels: 1_000_000),
          let b = try? PNGImageFile.decode(second, maxPixels: 1_000_000) else { return 0 }
    let options = DiffOptions(threshold: threshold, includeAA: flags & 1 != 0, diffMask: flags & 2 != 0,
                              background: flags & 4 != 0 ? .white : .checkerboard)
    _ = PixelDiffer(options: options).compare(a.image, b.image, drawDiff: flags & 8 != 0)
    _ = OffsetSearch(radius: 1, differ: PixelDiffer(options: options)).best(a.image, b.image)
    return 0
}

@_cdecl("FuzzDiff_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzDiff(data, size) }
}
