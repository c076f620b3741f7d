import Values

/// One finding of the audit: an element of one picture (a description in one variant, a catalog
/// item) that breaks a rule, or would if it were not exempt or in the baseline.
package struct AuditFinding: Sendable, Equatable {
    package enum Status: String, Sendable { case fail, exempt, baselined }

    /// What was measured: a contrast ratio, a target's size, or nothing (a cut text, a missing label).
    package enum Measure: Sendable, Equatable {
        case ratio(Double)
        case size(width: Double, height: Double)
        case none
    }

    /// Where it is written: the description file (or the picture's name) and, when known, the
    /// line and column of the node.
    package var file: String
    package var line: Int?
    package var column: Int?
    /// The node's key path (`content.vstack.children[2].button`).
    package var path: String
    /// The component it belongs to, when it is one (`button`, `tabs`, `Chip`).
    package var component: String?
    /// The variant's axes and values, in the matrix's order (`textSize: AX3`, `theme: dark`); empty
    /// for the default variant.
    package var variant: [(axis: String, value: String)]
    package var rule: AuditRule
    package var status: Status
    package var measured: Measure
    package var required: Measure
    /// The element's box, logical px in the canvas.
    package var box: Rect
    /// The text concerned (a text's string, a control's label).
    package var text: String?
    /// For a clipped text that reads differently in the default variant (another language): the
    /// default variant's string, drawn whole there.
    package var wholeText: String?
    /// At the worst pixel, for the contrast rules.
    package var foreground: RGBAColor?
    package var background: RGBAColor?
    /// Font size (logical px) and weight of a text.
    package var fontSize: Double?
    package var fontWeight: Double?

    package init(file: String, line: Int? = nil, column: Int? = nil, path: String, component: String?,
                 variant: [(axis: String, value: String)], rule: AuditRule, status: Status, measured: Measure, required: Measure,
                 box: Rect, text: String? = nil, foreground: RGBAColor? = nil, background: RGBAColor? = nil,
                 fontSize: Double? = nil, fontWeight: Double? = nil) {
        self.file = file; self.line = line; self.column = column; self.path = path; self.component = component
        self.variant = variant; self.rule = rule; self.status = status; self.measured = measured; self.required = required
        self.box = box; self.text = text; self.foreground = foreground; self.background = background
        self.fontSize = fontSize; self.fontWeight = fontWeight
    }

    package static func == (a: AuditFinding, b: AuditFinding) -> Bool {
        a.file == b.file && a.line == b.line && a.column == b.column && a.path == b.path && a.component == b.component
            && a.variant.map(\.axis) == b.variant.map(\.axis) && a.variant.map(\.value) == b.variant.map(\.value)
            && a.rule == b.rule && a.status == b.status && a.measured == b.measured && a.required == b.required
            && a.box == b.box && a.text == b.text && a.foreground == b.foreground && a.background == b.background
    }

    /// The variant as the human line shows it: `[AX3, dark]`, or nothing for the default one.
    package var variantLabel: String {
        variant.isEmpty ? "" : " [" + variant.map(\.value).joined(separator: ", ") + "]"
    }

    /// What a baseline matches on: file, key path, rule and variant.
    package var baselineKey: AuditBaseline.Key {
        AuditBaseline.Key(file: file, path: path, rule: rule, variant: AuditBaseline.AxisValue.list(variant))
    }


    /// The line the CLI prints and `assertAccessible` records: place, key path, figures, variant.
    package var humanLine: String {
        var place = file
        if let line { place += ":\(line)"; if let column { place += ":\(column)" } }
        let tag = status == .fail ? "" : " (\(status.rawValue))"
        return "\(place): \(path): \(summary)\(variantLabel)\(tag)"
    }

    /// The rule's figures in words, without the place.
    package var summary: String {
        switch (rule, measured, required) {
        case let (.contrast, .ratio(m), .ratio(r)), let (.graphicContrast, .ratio(m), .ratio(r)):
            let what = rule == .contrast ? "text" : "icon"
            var detail = "\(what)"
            if let text { detail += " \"\(text)\"" }
            if let foreground, let background { detail += ", \(foreground.hex) on \(background.hex)" }
            if let fontSize, let fontWeight { detail += ", \(Self.number(fontSize)) px weight \(Self.number(fontWeight))" }
            return "\(rule.rawValue) \(Contrast.formatted(m)):1 < \(Self.number(r)):1 (\(detail))"
        case let (.targetSize, .size(w, h), .size(rw, _)):
            let name = component.map { " (\($0)" + (text.map { " \"\($0)\"" } ?? "") + ")" } ?? ""
            return "targetSize \(Self.number(w)) x \(Self.number(h)) px < \(Self.number(rw)) x \(Self.number(rw)) px\(name)"
        case (.textClipped, _, _):
            return "textClipped: text \"\(text ?? "")\" is cut in this variant but whole in the default one"
                + (wholeText.map { " (as \"\($0)\")" } ?? "")
        case (.label, _, _):
            return "label: \(component ?? "element") draws no text and has no accessibility label; add accessibility: { label: … }"
        default:
            return rule.rawValue
        }
    }

    /// 16, 18.66, 44: whole numbers without a fraction, others with at most two decimals.
    package static func number(_ x: Double) -> String {
        if x == x.rounded() && abs(x) < 1e12 { return String(Int(x)) }
        let hundredths = (x * 100).rounded()
        let s = String(hundredths / 100)
        return s
    }
}
