import FuzzSupport
import Pixelproof
import PixelproofTesting
import PixelproofUICore
import PixelproofUIPreviewing
import Raster

/// What a preview's traits and modifiers say, read from the input: its first byte chooses the
/// layout (none, `.device`, `.sizeThatFits`, `.fixed`), the orientation (none or one of four),
/// whether they are the macro's traits or modifiers on the body, and a dark colour scheme; the
/// next 16 bytes are the fixed layout's width and height (any double: NaN, infinities, zero,
/// negative, huge); the rest is text, a line each for the device's name, the display name and
/// the text the preview draws.
struct FuzzedPreview {
    var layout: PreviewLayout?
    var orientation: InterfaceOrientation?
    var asTraits: Bool
    var dark: Bool
    var device: String?
    var name: String?
    var text: String

    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 17 else { return nil }
        let flags = bytes[0]
        func double(_ at: Int) -> Double {
            Double(bitPattern: bytes[at..<at + 8].enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) })
        }
        layout = [nil, .device, .sizeThatFits, .fixed(width: double(1), height: double(9))][Int(flags & 3)]
        let orientations: [InterfaceOrientation?] = [nil] + InterfaceOrientation.allCases
        orientation = orientations[Int(flags >> 2 & 7) % orientations.count]
        asTraits = flags & 0x20 != 0
        dark = flags & 0x40 != 0
        let lines = String(decoding: bytes[17...], as: UTF8.self).split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        device = lines.first.flatMap { $0.isEmpty ? nil : $0 }
        name = lines.count > 1 ? lines[1] : nil
        text = lines.count > 2 ? lines[2] : "Preview"
    }

    /// The preview as a team would write it, traits on the macro or modifiers on the body.
    var preview: Preview {
        let text = self.text, device = device.map(PreviewDevice.init(rawValue:)), dark = dark
        let layout = self.layout, orientation = self.orientation
        func content() -> any View { Text(verbatim: text).previewDevice(device).preferredColorScheme(dark ? .dark : nil) }
        guard asTraits else {
            return Preview(name) {
                var view = content()
                if let layout { view = AnyView(view).previewLayout(layout) }
                if let orientation { view = AnyView(view).previewInterfaceOrientation(orientation) }
                return view
            }
        }
        var traits: [PreviewTrait<Preview.ViewTraits>] = []
        if let layout { traits.append(PreviewTrait(.layout(layout))) }
        if let orientation { traits.append(PreviewTrait(.orientation(orientation))) }
        switch traits.count {
        case 0: return Preview(name) { AnyView(content()) }
        case 1: return Preview(name, traits: traits[0]) { AnyView(content()) }
        default: return Preview(name, traits: traits[0], traits[1]) { AnyView(content()) }
        }
    }
}

/// Small limits, so a huge fixed layout is refused in microseconds rather than drawn.
let renderer = Renderer(scale: 1, limits: PixmapLimits(maxSide: 2_048, maxPixels: 1_000_000))

/// A preview's traits and modifiers as `assertPreviews` reads them: split into its part (the
/// outermost statement of each trait wins), named as its golden is (one path component, without
/// `/`, `.` or `\`), and drawn in the light and the dark scheme on the canvas its layout, device
/// and orientation ask for; a size or device that cannot be drawn is an error, never a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPreviews(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, let fuzzed = FuzzedPreview(Array(UnsafeBufferPointer(start: data, count: size))) else { return 0 }
    let part = PreviewParts.part(of: fuzzed.preview)
    let golden = PreviewDiscovery.goldenSafe(part.displayName ?? "1")
    precondition(!golden.contains { "/.\\".contains($0) }, "a preview's golden name that is not one file name: \(golden)")
    for picture in PreviewVariants.pictures(of: part, variants: [[], [.colorScheme(.dark)]]) {
        _ = try? PreviewVariants.draw(part, picture, device: .standard, renderer: renderer, assets: nil)
    }
    return 0
}

@_cdecl("FuzzPreviews_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    // No layout or orientation, light, no device or name, the text "Warm": the fonts are found
    // before the first input's clock starts.
    return runFuzzer(argc, argv, warmUp: [UInt8](repeating: 0, count: 17) + Array("\n\nWarm".utf8)) { data, size in fuzzPreviews(data, size) }
}
