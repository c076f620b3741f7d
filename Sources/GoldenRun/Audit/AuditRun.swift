import Audit
import Parallel

/// `pixelproof audit`: the cases a golden run would check, each rendered once and audited (no
/// golden is read or written), findings in name order.
package enum AuditRun {
    package static func run(_ cases: [SnapshotCase], options: AuditOptions, baseline: AuditBaseline?,
                            keepPictures: Bool) -> AuditReport {
        let sorted = cases.sorted { $0.name < $1.name }
        let pictures = Parallel.map(sorted.count) { i -> AuditReport.Picture in
            picture(of: sorted[i], options: options, keepPicture: keepPictures)
        }
        var report = AuditReport(pictures: pictures, checked: AuditCounts())
        report.checked = pictures.reduce(AuditCounts()) { $0 + $1.checked }
        if let baseline { report.apply(baseline) }
        return report
    }

    /// One case audited; a case that cannot be drawn is the picture's error.
    static func picture(of snapshot: SnapshotCase, options: AuditOptions, keepPicture: Bool) -> AuditReport.Picture {
        guard let audit = snapshot.audit else {
            return AuditReport.Picture(name: snapshot.name, file: snapshot.file ?? snapshot.name, variant: [], findings: [], pixmap: nil,
                                       scale: 1, error: "this case cannot be audited (it is not drawn from a description)")
        }
        do {
            let picture = try audit(options)
            return AuditReport.Picture(name: snapshot.name, file: snapshot.file ?? snapshot.name,
                                       variant: picture.variant, findings: picture.findings,
                                       pixmap: keepPicture && !picture.findings.isEmpty ? picture.pixmap : nil,
                                       scale: picture.scale, checked: picture.checked)
        } catch {
            return AuditReport.Picture(name: snapshot.name, file: snapshot.file ?? snapshot.name, variant: [], findings: [], pixmap: nil,
                                       scale: 1, error: "\(error)")
        }
    }
}
