import FuzzSupport
import Pixelproof

/// A DTCG resolver document and the token file its references lead to: the input is the
/// document, then (after a line `--- tokens`) the bytes every `{"$ref": "FILE"}` reads, so the
/// fuzzer explores the document's checks, its references into itself and into a file, and the
/// merge of sources. Resolved with every modifier at its default, then at each context of each
/// modifier; a refusal (TokenFileError) is an answer, only a crash, hang or leak is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResolver(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let separator = Array("\n--- tokens\n".utf8)
    var document = input, tokens: [UInt8] = []
    if let at = (0...max(0, input.count - separator.count)).first(where: { input[$0...].starts(with: separator) }), input.count >= separator.count {
        document = Array(input[..<at])
        tokens = Array(input[(at + separator.count)...])
    }
    let file = tokens
    guard let resolver = try? ResolverDocument.parse(document, file: "fuzz.resolver.json", directory: "/fuzz", readFile: { _ in file }) else {
        return 0
    }
    _ = try? resolver.tokens(for: [:])
    for modifier in resolver.modifiers {
        for context in modifier.contexts { _ = try? resolver.tokens(for: [modifier.name: context]) }
    }
    return 0
}

@_cdecl("FuzzResolver_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzResolver(data, size) }
}
