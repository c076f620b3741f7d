import Raster
import Typesetting

/// The web system's components (seed 004, RESOLVED 12-16).
extension Lowering {
    /// Text 16/24 regular in a white field with a 2 px inside border and 12 / 16 padding inside it
    /// (52 px high), radius 12: default shows the placeholder (#94a3b8) in a #e2e8f0 border; focus
    /// (#8b5cf6) and error (#ef4444) show the value (#0f172a). A label, when given, sits 8 px above
    /// in the `label` preset, #334155. No caret.
    mutating func webTextField(_ node: TextFieldNode, at path: String) throws -> LayoutElement {
        let family = try webFamily(at: path)
        let style = TextStyle(family: family, weight: 400, size: 16, lineHeight: 24)
        let border: Color
        switch node.state {
        case .default: border = Color(r: 0xe2, g: 0xe8, b: 0xf0)
        case .focus: border = Color(r: 0x8b, g: 0x5c, b: 0xf6)
        case .error: border = Color(r: 0xef, g: 0x44, b: 0x44)
        }
        let showsValue = node.state != .default || node.placeholder == nil
        let string = showsValue ? (node.text ?? node.placeholder ?? "") : (node.placeholder ?? "")
        let ink = showsValue && node.text != nil ? Color(r: 0x0f, g: 0x17, b: 0x2a) : Color(r: 0x94, g: 0xa3, b: 0xb8)
        let value = fullWidth(.padding(LayoutInsets(vertical: 14, horizontal: 18), child: leaf(label(string, style: style, color: ink))))
        let field = decorate(value, with: box(fill: .solid(.white), radius: 12, border: (width: 2, color: border)))
        guard let title = node.label else { return field }
        let labelStyle = try tokenStyle("label", at: path)
        return .vstack(spacing: 8, alignment: .leading, children: [leaf(label(title, style: labelStyle, color: Color(r: 0x33, g: 0x41, b: 0x55))), field])
    }
}
