import FuzzSupport
import Raster
import SVGIcons
import Values

/// An SVG icon file: read by the icon reader (its XML reader, the element and attribute checks,
/// transforms, shapes, path data), then each layer filled or stroked on a 48×48 canvas the way an
/// icon leaf places it (the viewport fitted into the square), so the geometry reaches the rasterizer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSVGIcon(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let icon = try? SVGIcon.parse(bytes, file: "fuzz.svg"), let canvas = try? Canvas(width: 48, height: 48) else { return 0 }
    let k = min(48 / icon.size.width, 48 / icon.size.height)
    let place = Transform.scale(k)
    for layer in icon.layers {
        switch layer.paint {
        case let .fill(rule): canvas.fill(layer.path, paint: .solid(.black), fillRule: rule, transform: place)
        case let .stroke(style): canvas.stroke(layer.path, style: style, paint: .solid(.black), transform: place)
        }
    }
    return 0
}

@_cdecl("FuzzSVGIcon_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzSVGIcon(data, size) }
}
