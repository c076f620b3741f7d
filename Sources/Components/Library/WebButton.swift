import Raster
import Typesetting

/// The web system's components (seed 004, RESOLVED 12-16).
extension Lowering {
    /// 160 x 48 pill, label 16/24 semibold; primary / secondary = the gradient + md shadow, white
    /// label; outline = transparent with a 2 px #8b5cf6 inside border and #8b5cf6 label. Disabled
    /// = the same at 50 % opacity (the web convention; the seed does not say).
    mutating func webButton(_ node: WebButtonNode, at path: String) throws -> LayoutElement {
        let family = try webFamily(at: path)
        let style = TextStyle(family: family, weight: 600, size: 16, lineHeight: 24)
        let violet = Color(r: 0x8b, g: 0x5c, b: 0xf6)
        let background: ShapeLeaf
        let ink: Color
        switch node.type {
        case .primary, .secondary:
            let gradient = try context.paint(.gradientToken(node.type.rawValue), at: path + ".type")
            background = box(fill: gradient, radius: 0, shadows: try context.shadows([.token("md")], at: path), pill: true)
            ink = .white
        case .outline:
            background = box(fill: nil, radius: 0, border: (width: 2, color: violet), pill: true)
            ink = violet
        }
        let text = label(node.label, style: style, color: ink, alignment: .center)
        let content: LayoutElement = .frame(FrameSpec(width: 160, height: 48), child: .padding(LayoutInsets(vertical: 12, horizontal: 24), child: leaf(text)))
        let button = decorate(content, with: background)
        return node.isEnabled ? button : decorate(button, with: OpacityPainter(opacity: 0.5))
    }
}
