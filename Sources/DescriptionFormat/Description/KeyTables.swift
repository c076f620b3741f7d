import DescriptionModel
import DisplayList
import DesignTokens
import Layout
import Raster
import Typesetting
import Values

/// The keys of every mapping in a description besides the components' (each component's table is
/// in its own file): the document, the canvas, the primitives and the composite values.
package enum KeyTables {
    package static let document = [
        KeySpec("system", .anyOf([.choice(SystemReference.builtInNames), .file]), required: true,
                "ids, ds, web, or a DTCG tokens .json relative to this file"),
        KeySpec("scale", .integer(Scale.range), "device pixels per logical px (the command line's --scale wins)"),
        KeySpec("canvas", .mapping(canvas), required: true, "the picture's size, background and padding"),
        KeySpec("direction", .choice(of: ReadingDirection.self), "which way leading and trailing point (default ltr)"),
        KeySpec("textSize", .choice(of: TextSize.self), "the Dynamic Type category text is drawn at (default large)"),
        KeySpec("pseudoLocale", .choice(of: PseudoLocale.self), "none (default), accented or doubleLength"),
        KeySpec("locale", .string, "the language texts are drawn in (de, ar, pt-BR): translations, formats, direction"),
        KeySpec("strings", .file, "the strings catalog (.xcstrings, .strings, .stringsdict or a folder of .lproj folders), relative to this file"),
        KeySpec("tokens", .file, "a DTCG resolver (.resolver.json) or token file laid over the system, relative to this file"),
        KeySpec("context", .entries(.string), "the resolver's modifiers and the context of each ({theme: dark})"),
        KeySpec("content", .node, required: true, "the node to draw"),
        KeySpec("mask", .list(.mapping(mask)), "regions golden tests ignore ({x, y, width, height} in logical px, inside the canvas)"),
        KeySpec("import", .list(.file), "library files of components to use, relative to this file"),
        KeySpec("components", .entries(.mapping(componentDefinition)), "components of one's own, by name (Chip: {props, body})"),
    ]

    /// A library file: components and the libraries they use, nothing to draw.
    package static let library = [
        KeySpec("import", .list(.file), "other library files, relative to this file"),
        KeySpec("components", .entries(.mapping(componentDefinition)), "components by name: an upper-case letter, then letters and digits"),
    ]

    package static let componentDefinition = [
        KeySpec("figmaName", .string, "the Figma component set it mirrors (default: its name)"),
        KeySpec("props", .entries(.mapping(prop)), "its props, in the order of variant axes and names"),
        KeySpec("body", .any, required: true, "the one node it stands for; $name, ${name}, $switch and when read the props"),
        KeySpec("preview", .mapping(preview), "how catalog --components shows it"),
        KeySpec("accessibility", .mapping(accessibility), "what it is for assistive technology and the audit: role, label, hidden"),
    ]

    package static let accessibility = [
        KeySpec("role", .choice(of: AccessibilityRole.self), "button, link, tab or textField make it an interactive element (a target that needs a name); image a picture that needs a name; none not an element (nor a control it is)"),
        KeySpec("label", .string, "the name assistive technology reads; ${name} reads a prop"),
        KeySpec("hidden", .bool, "true: hidden from assistive technology, so the audit exempts what it draws"),
    ]

    package static let prop = [
        KeySpec("type", .choice(of: PropDeclaration.Kind.self), required: true, "what values the prop takes"),
        KeySpec("values", .list(.string), "an enum's values"),
        KeySpec("default", .any, "the value when a use gives none; null: optional (unset)"),
    ]

    package static let preview = [
        KeySpec("canvas", .mapping(canvas), "the canvas of each variant's picture (default: width 375, white, padding 16)"),
        KeySpec("props", .entries(.any), "values for the props that have no default"),
        KeySpec("axes", .list(.string), "enum and bool props whose every value gets a picture (default: all, in declared order)"),
    ]

    package static let mask = [
        KeySpec("x", .size, required: true, "logical px from the canvas's left edge"),
        KeySpec("y", .size, required: true, "logical px from the canvas's top edge"),
        KeySpec("width", .size, required: true, "the width in logical px (above 0)"),
        KeySpec("height", .size, required: true, "the height in logical px (above 0)"),
    ]

    package static let canvas = [
        KeySpec("width", .size, required: true, "the width in logical px"),
        KeySpec("height", .size, "the height in logical px (default: the content's)"),
        KeySpec("background", .color, "a colour behind everything (default transparent)"),
        KeySpec("padding", .insets, "space around the content"),
    ]

    /// The primitive nodes, by kind, in the order messages list them; `exactlyOneOf` groups of
    /// keys of which one must be given.
    package static let primitives: [(kind: String, keys: [KeySpec], exactlyOneOf: [[String]])] = [
        ("vstack", stack(alignment: .choice(of: HorizontalGuide.self)), []),
        ("hstack", stack(alignment: .choice(of: VerticalGuide.self)), []),
        ("zstack", stack(alignment: .choice(of: ContentAlignment.self)), []),
        ("spacer", spacer, []),
        ("frame", frame, []),
        ("text", text, [["style", "font"], ["string", "key"]]),
        ("shape", shape, []),
        ("path", path, []),
        ("image", image, []),
        ("icon", icon, [["name", "path", "file"]]),
    ]

    static func stack(alignment: ValueKind) -> [KeySpec] {
        [KeySpec("spacing", .length, "the gap between children"),
         KeySpec("alignment", alignment, "where children sit across the stack (default center)"),
         KeySpec("padding", .insets, "space around the children"),
         KeySpec("background", .backdrop, "a colour, or a node laid out in the stack's frame, behind the children and padding"),
         KeySpec("overlay", .backdrop, "a colour, or a node laid out in the stack's frame, over the children"),
         KeySpec("children", .nodes, "the nodes, in order")]
    }

    static let fixedSizeAxes = [
        KeySpec("horizontal", .bool, "ideal width, whatever is offered (default false)"),
        KeySpec("vertical", .bool, "ideal height, whatever is offered (default false)"),
    ]

    static let spacer = [KeySpec("minLength", .length, "the least space it takes")]

    static let frame = [
        KeySpec("width", .size, "a fixed width"), KeySpec("height", .size, "a fixed height"),
        KeySpec("minWidth", .size, "the least width"), KeySpec("idealWidth", .size, "the width when offered none (fixedSize, a stack's ideal)"),
        KeySpec("maxWidth", .maximumSize, "the most width (infinity: all offered)"),
        KeySpec("minHeight", .size, "the least height"), KeySpec("idealHeight", .size, "the height when offered none"),
        KeySpec("maxHeight", .maximumSize, "the most height (infinity: all offered)"),
        KeySpec("alignment", .choice(of: ContentAlignment.self), "where the child sits in the frame (default center)"),
        KeySpec("child", .node, required: true, "the framed node"),
        KeySpec("background", .backdrop, "a colour, or a node laid out in the frame, behind it"),
        KeySpec("overlay", .backdrop, "a colour, or a node laid out in the frame, over it"),
    ]

    static let text = [
        KeySpec("string", .string, "the text to draw"),
        KeySpec("key", .string, "a key of the strings catalog (`strings:`), drawn in the render's locale"),
        KeySpec("args", .list(.anyOf([.number(nil), .string])), "the values the key's %lld, %@, %f take, in order"),
        KeySpec("style", .tokenName, "a typography token"),
        KeySpec("font", .mapping(font), "a font given directly"),
        KeySpec("color", .color, "the text colour"),
        KeySpec("lineLimit", .integer(1...10_000), "the most lines (1: no wrapping)"),
        KeySpec("truncation", .choice(of: TextNode.Truncation.self), "where text that does not fit is cut (default tail)"),
        KeySpec("alignment", .choice(of: TextAlignment.self), "how lines sit in the box (default leading)"),
    ]

    static let font = [
        KeySpec("family", .string, "a family name (default the bundled Lexend Deca)"),
        KeySpec("weight", .anyOf([.integer(1...1000), .choice(FontSpec.weightNames.map(\.name))]), "100 to 900, or a name such as semibold"),
        KeySpec("size", .size, required: true, "the font size in logical px"),
        KeySpec("lineHeight", .size, "the line box height in logical px (default 1.25 em)"),
        KeySpec("letterSpacing", .offset, "extra space between letters in logical px"),
    ]

    static let shape = [
        KeySpec("kind", .choice(of: ShapeNode.Kind.self), required: true, "rect, roundedRect, pill, circle or ellipse"),
        KeySpec("width", .size, "a fixed width (default: all offered)"), KeySpec("height", .size, "a fixed height (default: all offered)"),
        KeySpec("cornerRadius", .cornerRadius, "the corner radius, or one per corner (roundedRect only)"),
        KeySpec("cornerStyle", .choice(of: CornerCurve.self), "circular (default) or continuous, iOS's corner (roundedRect and pill)"),
        KeySpec("cornerSmoothing", .number(0...1), "Figma's corner smoothing, 0 (default) to 1; 0.6 is \"iOS\" (roundedRect only)"),
        KeySpec("fill", .paint, "a colour or gradient inside"),
        KeySpec("border", .mapping(border), "a line along the edge: inside (default), centred or outside"),
        KeySpec("shadow", .shadows, "shadows cast outside the shape, first on top"),
        KeySpec("innerShadow", .shadows, "CSS inset shadows inside the shape, over the fill, under the border"),
        KeySpec("backgroundBlur", .number(ValueRange.blur.range), "blurs what is behind the shape inside it, sigma = blur / 2"),
        KeySpec("glow", .tokenName, "a glow token"),
        KeySpec("opacity", .number(0...1), "0 to 1 (default 1)"),
    ]

    static let path = [
        KeySpec("d", .pathData, required: true, "SVG path data in logical px"),
        KeySpec("fill", .paint, "a colour or gradient inside"),
        KeySpec("fillRule", .choice(of: FillRule.self), "nonzero (default) or evenodd"),
        KeySpec("stroke", .mapping(stroke), "the outline"),
        KeySpec("width", .size, "the layout width (default: the path's extent)"),
        KeySpec("height", .size, "the layout height (default: the path's extent)"),
    ]

    static let image = [
        KeySpec("source", .file, required: true, "a PNG path relative to this file"),
        KeySpec("width", .size, "a fixed width"), KeySpec("height", .size, "a fixed height"),
        KeySpec("contentMode", .choice(of: ImageNode.ContentMode.self), "fit (default) or fill"),
        KeySpec("cornerRadius", .length, "rounded corners"),
        KeySpec("cornerStyle", .choice(of: CornerCurve.self), "circular (default) or continuous, iOS's corner"),
    ]

    static let icon = [
        KeySpec("name", .choice(of: IconName.self), "a built-in icon"),
        KeySpec("path", .pathData, "SVG path data in a 24 x 24 box"),
        KeySpec("file", .file, "an icon file, .svg (a single-colour subset, docs/ASSETS.md) or .png, relative to this file; drawn in the icon colour"),
        KeySpec("size", .size, "the icon's size in logical px at the default text size (default 24)"),
        KeySpec("color", .color, "the icon colour"),
        KeySpec("relativeTo", .choice(of: IconNode.TextStyle.self), "the text style it grows with in a Dynamic Type variant, as SF Symbols do (default body)"),
    ]

    // MARK: composite values

    static let insets = ["top", "leading", "bottom", "trailing"].map { KeySpec($0, .length, "space on this side (default 0)") }

    static let paint = [
        KeySpec("gradient", .tokenName, "a gradient token"),
        KeySpec("linearGradient", .mapping(linearGradient), "a CSS linear gradient"),
        KeySpec("radialGradient", .mapping(radialGradient), "a CSS radial gradient"),
        KeySpec("angularGradient", .mapping(angularGradient), "a CSS conic gradient (Figma's angular)"),
        KeySpec("diamondGradient", .mapping(diamondGradient), "Figma's diamond gradient"),
        KeySpec("material", .anyOf([.choice(of: MaterialPreset.self), .mapping(material)]), "a SwiftUI material: the backdrop blurred and tinted"),
        KeySpec("glass", .anyOf([.choice(["regular"]), .mapping(glass)]), "iOS 26 Liquid Glass, approximated: frost, bent rim, tint, specular rim"),
    ]

    static let glass = [
        KeySpec("blur", .number(ValueRange.blur.range), "the frost, sigma = blur / 2 (default 4)"),
        KeySpec("saturation", .number(0...10), "CSS saturate() of the frosted backdrop (default 1.5)"),
        KeySpec("tint", .color, "the colour laid over it (default white at 18 %)"),
        KeySpec("refraction", .number(0...100), "logical px the backdrop is bent outward at the rim (default 8)"),
        KeySpec("rim", .number(0...1), "the specular rim's strongest opacity (default 0.8)"),
    ]

    static let angularGradient = [
        KeySpec("center", .mapping(center), "the centre as fractions of the box (default 0.5, 0.5)"),
        KeySpec("from", .number(-3600...3600), "degrees where the turn starts: 0 up, clockwise (default 0)"),
        KeySpec("stops", .list(.mapping(stop)), required: true, "at least two {color, position}, positions around the turn"),
    ]

    static let diamondGradient = [
        KeySpec("center", .mapping(center), "the centre as fractions of the box (default 0.5, 0.5)"),
        KeySpec("radius", .mapping(diamondRadius), "the diamond's half-diagonals (default half the box)"),
        KeySpec("stops", .list(.mapping(stop)), required: true, "at least two {color, position}"),
    ]

    static let diamondRadius = ["x", "y"].map { KeySpec($0, .size, required: true, "logical px, above 0") }

    static let material = [
        KeySpec("preset", .choice(of: MaterialPreset.self), required: true, "ultraThin, thin, regular, thick or ultraThick"),
        KeySpec("blur", .number(ValueRange.blur.range), "the backdrop blur in logical px, sigma = blur / 2"),
        KeySpec("saturation", .number(0...10), "CSS saturate() of the blurred backdrop (1: unchanged)"),
        KeySpec("tint", .color, "the colour laid over the blurred backdrop"),
    ]

    static let linearGradient = [
        KeySpec("angle", .number(-3600...3600), "degrees, CSS's: 0 points up, 90 right (default 180)"),
        KeySpec("start", .mapping(gradientPoint), "instead of angle: the start point as fractions of the box"),
        KeySpec("end", .mapping(gradientPoint), "instead of angle: the end point as fractions of the box"),
        KeySpec("stops", .list(.mapping(stop)), required: true, "at least two {color, position}"),
    ]

    static let radialGradient = [
        KeySpec("center", .mapping(center), "the centre as fractions of the box (default 0.5, 0.5)"),
        KeySpec("radius", .size, "the radius in logical px (default: to the farthest corner)"),
        KeySpec("stops", .list(.mapping(stop)), required: true, "at least two {color, position}"),
    ]

    /// A gradient's start or end: fractions of the box, outside 0...1 allowed (SwiftUI's `UnitPoint`).
    static let gradientPoint = ["x", "y"].map { KeySpec($0, .number(-100...100), required: true, "a fraction of the box (0 left or top, 1 right or bottom)") }

    static let center = ["x", "y"].map { KeySpec($0, .number(0...1), "a fraction of the box (0 to 1)") }

    static let stop = [
        KeySpec("color", .color, required: true, "the stop's colour"),
        KeySpec("position", .number(0...1), "0 to 1, not decreasing (default: spread evenly)"),
    ]

    static let shadowLayer = [
        KeySpec("x", .offset, "horizontal offset"), KeySpec("y", .offset, "vertical offset"),
        KeySpec("blur", .size, "blur radius (sigma × 2)"), KeySpec("spread", .offset, "grows or shrinks the shadow"),
        KeySpec("color", .color, required: true, "the shadow colour"),
    ]

    static let border = [
        KeySpec("width", .anyOf([.size, .mapping(borderSides)]), required: true,
                "the line width in logical px, or {top, leading, bottom, trailing} (rect and roundedRect, align inside)"),
        KeySpec("color", .color, required: true, "the line colour"),
        KeySpec("align", .choice(of: Border.Align.self), "inside (default), center or outside the edge"),
    ] + line

    static let borderSides = ["top", "leading", "bottom", "trailing"].map { KeySpec($0, .size, "this side's width (default 0)") }

    static let stroke = [
        KeySpec("width", .size, required: true, "the line width in logical px"),
        KeySpec("color", .color, required: true, "the line colour"),
    ] + line

    /// How a line is dashed, capped and joined: SVG's stroke properties, shared by `border` and `stroke`.
    static let line = [
        KeySpec("dash", .list(.size), "dash and gap lengths in logical px, alternating ([6, 3]); an odd list repeats"),
        KeySpec("dashOffset", .offset, "how far into the dash pattern the line starts"),
        KeySpec("cap", .choice(of: Stroke.Cap.self), "butt (default), round or square"),
        KeySpec("join", .choice(of: Stroke.Join.self), "miter (default), round or bevel"),
        KeySpec("miterLimit", .number(1...1_000_000), "a miter longer than this many widths becomes a bevel (default 4)"),
    ]

    static let corners = LengthCornerRadii.keys.map { KeySpec($0, .length, "this corner's radius (default 0)") }

    /// The keys any node may carry besides its own, read around it (`NodeModifiers`).
    package static let nodeModifiers = [
        KeySpec("layoutPriority", .number(nil), "SwiftUI's layoutPriority: a stack offers its space to higher priorities first (default 0)"),
        KeySpec("fixedSize", .anyOf([.bool, .mapping(fixedSizeAxes)]), "SwiftUI's fixedSize: the node's ideal size on both axes (true) or on those given"),
        KeySpec("clip", .anyOf([.bool, .mapping(clip)]), "stacks and frame: true (the frame) or a shape; children drawn only inside it"),
        KeySpec("scale", .mapping(scale), "{x, y, anchor} factors about the anchor, drawn before the rotation; layout does not change"),
        KeySpec("rotation", .number(-3600...3600), "degrees, clockwise, about the frame's centre; layout does not change"),
        KeySpec("offset", .mapping(point), "{x, y} logical px, drawn moved (x flips in rtl); layout does not change"),
        KeySpec("opacity", .number(0...1), "0 to 1 (default 1): the node and everything in it faded as one layer"),
        KeySpec("blendMode", .choice(of: CompositeOperation.self), "how the node's layer combines with what is behind it (default normal)"),
        KeySpec("blur", .number(ValueRange.blur.range), "a layer blur in logical px, sigma = blur / 2 (default 0)"),
        KeySpec("accessibility", .mapping(accessibility), "what the node is for assistive technology and the audit: role, label, hidden"),
    ]

    /// The kinds that may take `clip`: containers, whose children it clips.
    static let clippableKinds = ["vstack", "hstack", "zstack", "frame"]

    /// The node modifiers a node of `kind` may carry.
    static func modifiers(of kind: String) -> [KeySpec] {
        // A shape's own table has `opacity` (the same group opacity).
        nodeModifiers.filter { ($0.name != "clip" || clippableKinds.contains(kind)) && ($0.name != "opacity" || kind != "shape") }
    }

    static let clip = [
        KeySpec("kind", .choice(of: ShapeNode.Kind.self), required: true, "rect, roundedRect, pill, circle or ellipse, filling the frame"),
        KeySpec("cornerRadius", .cornerRadius, "the corner radius, or one per corner (roundedRect only)"),
        KeySpec("cornerStyle", .choice(of: CornerCurve.self), "circular (default) or continuous (roundedRect and pill)"),
        KeySpec("cornerSmoothing", .number(0...1), "Figma's corner smoothing, 0 to 1 (roundedRect only)"),
    ]

    static let scale = [
        KeySpec("x", .number(ValueRange.scale.range), "horizontal factor; negative mirrors (default 1)"),
        KeySpec("y", .number(ValueRange.scale.range), "vertical factor; negative mirrors (default 1)"),
        KeySpec("anchor", .mapping(unitPoint), "{x, y} fractions of the frame from its leading and top edges (default 0.5, 0.5)"),
    ]

    static let unitPoint = [KeySpec("x", .number(0...1), "from the leading edge (default 0.5)"), KeySpec("y", .number(0...1), "from the top (default 0.5)")]

    static let point = [KeySpec("x", .offset, "horizontal, logical px (default 0)"), KeySpec("y", .offset, "vertical, logical px (default 0)")]
}

extension Node {
    /// Layout and primitive node kinds, available in every system.
    public static var primitiveKinds: [String] { KeyTables.primitives.map(\.kind) }
}
