import Files
import PNGCodec
import Raster
import JSON
import Values

/// The audit of a run: every picture audited, the findings of all of them, what was checked, and
/// the baseline's stale entries.
package struct AuditReport: Sendable {
    /// One picture audited: a description or catalog item in one variant.
    package struct Picture: Sendable {
        package var name: String
        package var file: String
        package var variant: [(axis: String, value: String)]
        package var findings: [AuditFinding]
        /// The picture for the report page (outlines are drawn over it), kept as the PNG file
        /// it is written as: decoded it is about a hundred times larger, and `audit --report`
        /// keeps one for every picture with a finding until the page is written (4,000 variants
        /// of a library with a contrast finding each held 1.6 GB decoded).
        package var png: [UInt8]?
        /// The picture's width in device px (the page shows it `width / scale` logical px wide).
        package var width: Int
        package var scale: Int
        package var checked: AuditCounts
        /// A render that failed: the message, and no findings.
        package var error: String?

        package init(name: String, file: String, variant: [(axis: String, value: String)], findings: [AuditFinding],
                     pixmap: Pixmap?, scale: Int, checked: AuditCounts = AuditCounts(), error: String? = nil) {
            self.name = name; self.file = file; self.variant = variant; self.findings = findings
            // Encoded on the thread that drew it (the audit's pictures are drawn on every core).
            self.png = pixmap.flatMap { try? PNGEncoder.default.encode($0, scale: Double(scale)) }
            self.width = pixmap?.width ?? 0
            self.scale = scale; self.checked = checked; self.error = error
        }
    }

    package var pictures: [Picture]
    package var checked: AuditCounts
    package var stale: [AuditBaseline.Key] = []

    package init(pictures: [Picture], checked: AuditCounts) { self.pictures = pictures; self.checked = checked }

    package var findings: [AuditFinding] { pictures.flatMap(\.findings) }
    package var errors: [Picture] { pictures.filter { $0.error != nil } }

    package func count(_ status: AuditFinding.Status) -> Int { findings.filter { $0.status == status }.count }

    /// Marks the findings the baseline lists and records its stale entries: those of a variant
    /// this run audited, in a folder it audited, that no finding matched. An entry of a variant
    /// the run did not draw (a `test --audit` of the default variant against a baseline written
    /// over a matrix), or of a folder it drew nothing from (`audit --catalog ids` against a
    /// baseline of every catalog, whose web entries are in `catalog/web/`), says nothing about
    /// whether its finding still occurs, so it is not stale. A file removed from a folder the run
    /// still audits is stale; the entries of a folder removed whole are not (remove them, or run
    /// with --update-baseline).
    package mutating func apply(_ baseline: AuditBaseline) {
        let all = findings
        let (marked, stale) = baseline.apply(to: all)
        var k = 0
        for p in pictures.indices {
            for f in pictures[p].findings.indices { pictures[p].findings[f] = marked[k]; k += 1 }
        }
        let audited = Set(pictures.map { AuditBaseline.AxisValue.list($0.variant) })
        let folders = Set(pictures.map { FilePath.parentFolder(of: $0.file) })
        self.stale = stale.filter { audited.contains($0.variant) && folders.contains(FilePath.parentFolder(of: $0.file)) }
    }

    /// `12 texts, 3 icons, 5 targets checked: 2 failures, 1 exempt, 0 baselined`
    package var summaryLine: String {
        "\(checked.texts) texts, \(checked.icons) icons, \(checked.targets) targets checked: "
            + "\(count(.fail)) failures, \(count(.exempt)) exempt, \(count(.baselined)) baselined"
    }

    /// The lines a person reads: one per finding, the stale baseline entries, then the summary.
    package var lines: [String] { findings.map(\.humanLine) + staleLines + [summaryLine] }

    /// One line per baseline entry that no longer occurs, with what to do about it.
    package var staleLines: [String] {
        stale.map { "stale baseline entry: \($0.file): \($0.path): \($0.rule.rawValue)" + ($0.variant.isEmpty ? "" : " [\($0.variantText)]")
            + " no longer occurs; remove it (or run with --update-baseline)" }
    }

    /// `--json` and `audit.json`.
    package var json: JSONValue {
        .object([
            ("summary", .object([
                ("texts", .int(checked.texts)), ("icons", .int(checked.icons)), ("targets", .int(checked.targets)),
                ("failures", .int(count(.fail))), ("exempt", .int(count(.exempt))), ("baselined", .int(count(.baselined))),
                ("errors", .int(errors.count)),
                ("stale", .array(stale.map { key in
                    .object([("file", .string(key.file)), ("path", .string(key.path)), ("rule", .string(key.rule.rawValue)),
                             ("variant", .object(key.variant.map { ($0.axis, .string($0.value)) }))])
                })),
            ])),
            ("findings", .array(findings.map(Self.json))),
        ])
    }

    package static func json(_ f: AuditFinding) -> JSONValue {
        func measure(_ m: AuditFinding.Measure) -> JSONValue {
            switch m {
            case let .ratio(r): return .number(r)
            case let .size(w, h): return .array([.number(w), .number(h)])
            case .none: return .null
            }
        }
        return .object([
            ("file", .string(f.file)), ("line", f.line.map(JSONValue.int) ?? .null), ("column", f.column.map(JSONValue.int) ?? .null),
            ("path", .string(f.path)), ("variant", .object(f.variant.map { ($0.axis, .string($0.value)) })),
            ("rule", .string(f.rule.rawValue)), ("status", .string(f.status.rawValue)),
            ("measured", measure(f.measured)), ("required", measure(f.required)),
            ("box", .object([("x", .number(f.box.x)), ("y", .number(f.box.y)), ("width", .number(f.box.width)), ("height", .number(f.box.height))])),
            ("text", .optional(f.text)), ("foreground", .optional(f.foreground?.hex)), ("background", .optional(f.background?.hex)),
        ])
    }
}
