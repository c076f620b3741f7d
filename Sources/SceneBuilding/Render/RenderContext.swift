import DescriptionFormat
import DescriptionModel
import DesignTokens
import Layout
import Localization
import Raster
import Typesetting
import Values

/// Everything drawing a description needs besides the description: its tokens, fonts, scale
/// and a way to get images (the caller decodes files; this layer never touches the disk).
package struct RenderContext: Sendable {
    package var tokens: TokenSystem
    package var typesetter: Typesetter
    package var scale: Double
    package var direction: ReadingDirection
    /// The Dynamic Type category: every text style scales by it.
    package var textSize: TextSize = .default
    /// How texts from the description and components' labels are pseudo-localized.
    package var pseudoLocale: PseudoLocale = .none
    /// The catalog and locale localized texts (`text: {key: …}`) are resolved in.
    package var strings = LocalizedStrings(catalog: nil, locale: nil)
    /// A context named `dark` was chosen (`context: {theme: dark}`): materials take their dark tints.
    package var isDark = false
    /// Returns the pixels of an image file named by the description.
    package var loadImage: @Sendable (FileReference) throws -> Pixmap

    package init(tokens: TokenSystem, typesetter: Typesetter, scale: Double, direction: ReadingDirection = .leftToRight,
                loadImage: @escaping @Sendable (FileReference) throws -> Pixmap) {
        self.tokens = tokens; self.typesetter = typesetter; self.scale = scale
        self.direction = direction; self.loadImage = loadImage
    }
}

// MARK: - Resolving the description's symbolic values through the token system

extension RenderContext {
    func token(_ name: String, as role: TokenRole, at path: String) throws -> Token {
        switch tokens.resolve(name, as: role) {
        case let .success(token): return token
        case let .failure(error): throw RenderError(path, error.description)
        }
    }

    package func color(_ value: ColorValue, at path: String) throws -> RGBAColor {
        switch value {
        case let .literal(color): return color
        case let .token(name):
            guard let c = try token(name, as: .color, at: path).value.color else {
                throw RenderError(path, "token \"\(name)\" is not a colour")
            }
            return c
        }
    }

    /// The colour of a text or an icon: the one written, else the system's primary content colour
    /// token, resolved like a written one (so a dark context changes it too); black when the
    /// system names none.
    package func contentColor(_ value: ColorValue?, at path: String) throws -> RGBAColor {
        if let value { return try color(value, at: path) }
        guard let name = tokens.primaryContentColor else { return .black }
        return try color(.token(name), at: path)
    }

    package func length(_ value: Length, as role: TokenRole = .spacing, at path: String) throws -> Double {
        switch value {
        case let .points(p): return p
        case let .token(name):
            let value = try token(name, as: role, at: path).value
            guard let p = value.points else {
                throw RenderError(path, "token \"\(name)\" " + (value.lengthProblem ?? "is not a length in px"))
            }
            return p
        }
    }

    package func insets(_ value: LengthInsets, at path: String) throws -> Insets {
        Insets(top: try length(value.top, at: path + ".top"), leading: try length(value.leading, at: path + ".leading"),
                     bottom: try length(value.bottom, at: path + ".bottom"), trailing: try length(value.trailing, at: path + ".trailing"))
    }

    /// A description's paint; gradients are placed on the box when drawing.
    package func paint(_ value: PaintValue, at path: String) throws -> BoxPaint {
        switch value {
        case let .color(c):
            return .solid(try color(c, at: path))
        case let .gradientToken(name):
            guard let g = try token(name, as: .gradient, at: path).value.gradient else {
                throw RenderError(path, "token \"\(name)\" is not a gradient")
            }
            return .linear(angle: g.angle, stops: g.stops.map { Raster.GradientStop($0.position, $0.color) })
        case let .linearGradient(g):
            let stops = try stops(g.stops, at: path + ".linearGradient.stops")
            if let start = g.start, let end = g.end {
                guard start != end else { throw RenderError(path + ".linearGradient.end", "the end point is the start point; a gradient needs two different points") }
                return .linearPoints(start: start, end: end, stops: stops)
            }
            return .linear(angle: g.angle, stops: stops)
        case let .radialGradient(g):
            return .radial(centerX: g.centerX, centerY: g.centerY, radius: g.radius,
                           stops: try stops(g.stops, at: path + ".radialGradient.stops"))
        case let .angularGradient(g):
            return .angular(center: g.center, from: g.from, stops: try stops(g.stops, at: path + ".angularGradient.stops"))
        case let .diamondGradient(g):
            return .diamond(center: g.center, radius: g.radius, stops: try stops(g.stops, at: path + ".diamondGradient.stops"))
        case let .material(m):
            var style = MaterialStyle.preset(m.preset, dark: isDark)
            if let blur = m.blur { style.blur = blur }
            if let saturation = m.saturation { style.saturation = saturation }
            if let tint = m.tint { style.tint = try color(tint, at: path + ".material.tint") }
            return .material(style)
        case let .glass(g):
            var style = GlassStyle.regular(dark: isDark)
            if let blur = g.blur { style.blur = blur }
            if let saturation = g.saturation { style.saturation = saturation }
            if let tint = g.tint { style.tint = try color(tint, at: path + ".glass.tint") }
            if let refraction = g.refraction { style.refraction = refraction }
            if let rim = g.rim { style.rim = rim }
            return .glass(style)
        }
    }

    /// Stops with CSS's rule for missing positions: the first at 0, the last at 1, and runs of
    /// missing ones spread evenly between their neighbours.
    func stops(_ stops: [GradientStopValue], at path: String) throws -> [Raster.GradientStop] {
        var positions = stops.map(\.position)
        if !positions.isEmpty {
            if positions[0] == nil { positions[0] = 0 }
            if positions[positions.count - 1] == nil { positions[positions.count - 1] = 1 }
        }
        var i = 0
        while i < positions.count {
            if positions[i] == nil {
                let start = i - 1
                var end = i
                while positions[end] == nil { end += 1 }
                let a = positions[start]!, b = positions[end]!
                for k in (start + 1)..<end { positions[k] = a + (b - a) * Double(k - start) / Double(end - start) }
                i = end
            }
            i += 1
        }
        return try stops.indices.map { Raster.GradientStop(positions[$0]!, try color(stops[$0].color, at: "\(path)[\($0)].color")) }
    }

    /// A `shadow` or `innerShadow` list as layers: a written layer is inner when `inner` says so;
    /// a token's layers keep their own `inset` flags (a token may mix outer and inset layers, as
    /// CSS box-shadow lists do), or are all inner under `innerShadow`.
    package func shadows(_ values: [Shadow], inner: Bool = false, at path: String) throws -> [ShadowLayer<RGBAColor>] {
        var out: [ShadowLayer<RGBAColor>] = []
        for (i, value) in values.enumerated() {
            let here = values.count == 1 ? path : "\(path)[\(i)]"
            switch value {
            case let .token(name):
                guard let s = try token(name, as: .shadow, at: here).value.shadow else {
                    throw RenderError(here, "token \"\(name)\" is not a shadow")
                }
                out += s.layers.map { var l = $0; l.inset = l.inset || inner; return l }
            case let .layer(l):
                var layer = try l.map { c throws in try color(c, at: here + ".color") }
                layer.inset = inner
                out.append(layer)
            }
        }
        return out
    }

    /// A glow token's layers: the outer ones glow around the shape, inset ones inside it.
    package func glow(_ name: String, at path: String) throws -> [ShadowLayer<RGBAColor>] {
        guard let s = try token(name, as: .glow, at: path).value.shadow else {
            throw RenderError(path, "token \"\(name)\" is not a glow")
        }
        return s.layers
    }

    /// The text style of a typography token or `font:`, with its font face already found, so a
    /// missing font stops the render with an error instead of drawing a picture without text.
    package func textStyle(_ typography: TextNode.Typography, at path: String) throws -> TextStyle {
        var scaling = TextScaling.bySize, size = textSize
        if case let .font(font) = typography { scaling = font.scaling; size = font.dynamicTypeCategory.map { TextSize.allCases[min(max($0, 0), TextSize.allCases.count - 1)] } ?? textSize }
        if case let .font(font) = typography, font.isSystemFont, let family = font.family, SystemFont.families.contains(family) {
            return try systemTextStyle(font, family: family, textSize: size, at: path)
        }
        let style = size.scaled(try unresolvedTextStyle(typography, at: path), scaling: scaling)
        do { _ = try typesetter.registry.resolve(style.request) } catch { throw RenderError(path, "\(error)") }
        return style
    }

    /// iOS's system font in a text style: the size of Apple's Dynamic Type table for this text
    /// size, a line as tall as SF Pro's ascender + descender, the table's leading between
    /// baselines (as line spacing), SF Pro's tracking at that size, drawn in SF Pro when a font
    /// folder has it and in its stand-in otherwise. A fixed size (`.system(size:)`) keeps its
    /// size and takes the leading per point of the text style its size falls in at Large.
    private func systemTextStyle(_ font: FontSpec, family: String, textSize: TextSize, at path: String) throws -> TextStyle {
        let row: Int, size: Double, category: TextSize
        switch font.scaling {
        case .fixed:
            row = TextSize.textStyleRow(forSizeAtLarge: font.size); size = font.size; category = .large
        case let .relativeTo(sizeAtLarge):
            row = TextSize.textStyleRow(forSizeAtLarge: sizeAtLarge); category = textSize
            size = font.size * textSize.factor(forTextStyle: row)
        case .bySize:
            row = TextSize.textStyleRow(forSizeAtLarge: font.size); category = textSize
            size = font.size * textSize.factor(forTextStyle: row)
        }
        // `Font.leading(.tight | .loose)` moves the baselines 2 pt closer or apart at Large
        // (growing with the size), below the lines' own height if need be, as Apple's tight
        // leading does.
        let tighterOrLooser = font.leading * size / font.size
        let drawn: String
        do { drawn = try SystemFont.drawingFamily(for: family, in: typesetter.registry) } catch { throw RenderError(path, "\(error)") }
        let lineHeight = font.lineHeight ?? SystemFont.lineHeight(size: size)
        let leading = category.leadingPerPoint(forTextStyle: row) * size
        let style = TextStyle(family: drawn, weight: Double(font.weight), size: size, lineHeight: lineHeight,
                              letterSpacing: (SystemFont.standIn(for: family).tracked ? SystemFont.tracking(size: size) : 0) + font.letterSpacing,
                              lineSpacing: (font.lineHeight == nil ? max(0, leading - lineHeight) : 0) + tighterOrLooser)
        do { _ = try typesetter.registry.resolve(style.request) } catch { throw RenderError(path, "\(error)") }
        return style
    }

    private func unresolvedTextStyle(_ typography: TextNode.Typography, at path: String) throws -> TextStyle {
        switch typography {
        case let .style(name):
            guard let t = try token(name, as: .typography, at: path).value.typography else {
                throw RenderError(path, "token \"\(name)\" is not a typography style")
            }
            return TextStyle(family: t.family, weight: Double(t.weight), size: t.size, lineHeight: t.lineHeight,
                             letterSpacing: t.letterSpacingPoints)
        case let .font(f):
            // No line height given: the font's own (Lexend Deca: ascent + descent = 1.25 em).
            return TextStyle(family: f.family ?? FontLocations.bundledFamily, weight: Double(f.weight), size: f.size,
                             lineHeight: f.lineHeight ?? f.size * 1.25, letterSpacing: f.letterSpacing,
                             lineSpacing: f.leading)
        }
    }
}
