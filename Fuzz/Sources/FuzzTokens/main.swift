import FuzzSupport
import Pixelproof

/// A token file (DTCG 2025.10 or Tokens Studio JSON): read, aliases resolved, written back as DTCG.
/// A DTCG resolver document: checked, then resolved with every modifier at its default and at
/// each of its first modifier's contexts (references to files find none: only the document).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokens(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    struct NoFiles: Error {}
    let resolver: ResolverDocument?
    do { resolver = try ResolverDocument.parse(bytes, file: "fuzz.resolver.json", directory: "/nonexistent", readFile: { _ in throw NoFiles() }) } catch {
        return 0  // a resolver its checks refuse
    }
    if let resolver {
        _ = try? resolver.tokens(for: [:])
        if let first = resolver.modifiers.first {
            for context in first.contexts { _ = try? resolver.tokens(for: [first.name: context]) }
        }
        return 0
    }
    guard let file = try? TokenFile.read(bytes: bytes, name: "fuzz.tokens.json") else { return 0 }
    _ = file.system.dtcgText
    return 0
}

@_cdecl("FuzzTokens_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzTokens(data, size) }
}
