import FuzzSupport
import Pixelproof

/// A description file, YAML or JSON by its first byte, parsed and (when it parses) validated and
/// rendered at 1x: every path a `pixelproof render` of an untrusted file takes. Errors are the
/// expected outcome; a crash, a hang or a leak is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDescription(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file = bytes.first == UInt8(ascii: "{") ? "fuzz.json" : "fuzz.yaml"
    guard let document = try? DescriptionParser().parse(bytes, file: file, directory: "/nonexistent") else { return 0 }
    guard (try? document.checkCanvasLimits(scale: 1)) != nil else { return 0 }
    // Bounded so that one input cannot stall the run: the canvas limits are the product's own.
    _ = try? Renderer(scale: 1).pixmap(of: document)
    return 0
}

@_cdecl("FuzzDescription_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    // A button with its label: the fonts are found before the first input's clock starts.
    let button = "system: ids\ncanvas: { width: 200 }\ncontent:\n  button: { label: Continue, type: primary }\n"
    return runFuzzer(argc, argv, warmUp: Array(button.utf8)) { data, size in fuzzDescription(data, size) }
}
