import FuzzSupport
import Pixelproof

/// A token file (DTCG 2025.10 or Tokens Studio JSON): read, aliases resolved, written back as DTCG.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokens(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let file = try? TokenFile.read(bytes: bytes, name: "fuzz.tokens.json") else { return 0 }
    _ = file.system.dtcgText
    return 0
}

@_cdecl("FuzzTokens_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzTokens(data, size) }
}
