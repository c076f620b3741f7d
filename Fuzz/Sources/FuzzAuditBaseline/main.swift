import Audit
import FuzzSupport
import Values

/// An audit baseline file (`--baseline FILE`): read; when it reads, each entry is made into the
/// failing finding it stands for, the baseline applied to them (each must be marked baselined and
/// none left stale), and the file `--update-baseline` would write for them read back, which must
/// give the same entries. A refusal (AuditBaselineError) is an answer; a crash, a hang, or a
/// written baseline that does not read back as it was written is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAuditBaseline(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let baseline = try? AuditBaseline.parse(bytes, file: "fuzz-baseline.json") else { return 0 }
    let findings = baseline.keys.compactMap(finding)
    let (marked, stale) = baseline.apply(to: findings)
    if !marked.allSatisfy({ $0.status == .baselined }) { fatalError("an entry did not baseline the finding it names") }
    if stale.count != baseline.keys.count - findings.count { fatalError("\(stale.count) entries stale for findings they name") }
    let written = AuditBaseline.json(of: findings).pretty
    let reread: AuditBaseline
    do { reread = try AuditBaseline.parse(Array(written.utf8), file: "written.json") } catch {
        fatalError("the written baseline does not read back: \(error)\n\(written)")
    }
    if reread.keys != Set(findings.map(\.baselineKey)) { fatalError("the written baseline reads back as other entries:\n\(written)") }
    return 0
}

/// The failing finding `key` names (its variant's pairs as they are, `,` and `=` included); nil
/// when it does not give back the same key.
func finding(_ key: AuditBaseline.Key) -> AuditFinding? {
    let found = AuditFinding(file: key.file, path: key.path, component: nil, variant: key.variant.map { ($0.axis, $0.value) },
                             rule: key.rule, status: .fail, measured: .none, required: .none, box: Rect(x: 0, y: 0, width: 1, height: 1))
    return found.baselineKey == key ? found : nil
}

@_cdecl("FuzzAuditBaseline_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzAuditBaseline(data, size) }
}
