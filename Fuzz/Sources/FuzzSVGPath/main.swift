import FuzzSupport
import Pixelproof

/// SVG path data: parsed, then filled and stroked on a small canvas, so flattening, the stroker
/// and coverage accumulation see whatever geometry the grammar lets through.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSVGPath(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let path = try? Path(svgPathData: text), let canvas = try? Canvas(width: 64, height: 64) else { return 0 }
    canvas.fill(path, paint: .solid(.black))
    canvas.stroke(path, style: StrokeStyle(width: 1.5, join: .round, cap: .square), paint: .solid(.black))
    return 0
}

@_cdecl("FuzzSVGPath_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzSVGPath(data, size) }
}
