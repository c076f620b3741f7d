import DescriptionModel
import DesignTokens

/// Checks every token name in `document` against `tokens` and returns an error for each one that
/// does not resolve, in document order, each with file:line:col, key path and a did-you-mean.
/// The look-up is `TokenSystem.resolve(_:as:)`, the same call drawing makes, so a document that
/// passes here cannot fail on a token later. An empty result means every name resolves.
package func validateTokens(_ document: Document, tokens: TokenSystem) -> [DescriptionError] {
    var collector = TokenReferenceCollector(sourceMap: document.sourceMap)
    collector.collect(document)
    return collector.references.compactMap { reference in
        let location = document.sourceMap[reference.path]
        let failure: TokenLookupError
        switch tokens.resolve(reference.name, as: reference.role) {
        case let .success(token):
            // A length token that is a percentage or a shorthand list has nothing to lay out with.
            guard [.spacing, .radius, .size].contains(reference.role), let problem = token.value.lengthProblem else { return nil }
            return document.sourceMap.error(file: document.file, location: location, path: reference.path,
                                    message: "token \"\(reference.name)\" \(problem)")
        case let .failure(error):
            failure = error
        }
        guard case let .notFound(suggestions) = failure.reason else {
            // A token of another kind, or a bare name several groups share: the look-up's own words.
            return document.sourceMap.error(file: document.file, location: location, path: reference.path,
                                    message: failure.message, suggestion: failure.suggestions.first)
        }
        let advice = UnknownTokenAdvice(name: reference.name, role: reference.role, names: tokens.names(for: reference.role),
                                        suggestions: suggestions, system: tokens.name)
        return document.sourceMap.error(file: document.file, location: location, path: reference.path,
                                message: advice.message, suggestion: advice.suggestion)
    }
}

/// `validateTokens`, throwing all the problems at once when there are any.
package func checkTokens(_ document: Document, tokens: TokenSystem) throws(DescriptionErrors) {
    let errors = validateTokens(document, tokens: tokens)
    if !errors.isEmpty { throw DescriptionErrors(errors) }
}

/// A token name used somewhere in a document.
package struct TokenReference: Hashable, Sendable {
    package var name: String
    package var role: TokenRole
    package var path: DescriptionPath
}

/// Lists the token names of a document with the key paths the parser recorded them under.
/// Where the format allows either one value or several (`padding: 16` or `{top, …}`, `shadow: lg`
/// or a list), the path is the one the source map knows.
package struct TokenReferenceCollector {
    let sourceMap: SourceMap
    var references: [TokenReference] = []

    init(sourceMap: SourceMap) {
        self.sourceMap = sourceMap
    }

    mutating func collect(_ document: Document) {
        let canvas = DescriptionPath.root.appending("canvas")
        color(document.canvas.background, canvas.appending("background"))
        insets(document.canvas.padding, canvas.appending("padding"))
        document.forEachNode { node, path in self.node(node, path) }
    }

    private mutating func add(_ name: String, _ role: TokenRole, _ path: DescriptionPath) {
        references.append(TokenReference(name: name, role: role, path: path))
    }

    private mutating func color(_ value: ColorValue?, _ path: DescriptionPath) {
        if case let .token(name)? = value { add(name, .color, path) }
    }

    private mutating func length(_ value: Length?, _ role: TokenRole, _ path: DescriptionPath) {
        if case let .token(name)? = value { add(name, role, path) }
    }

    private mutating func cornerRadius(_ value: CornerRadius?, _ path: DescriptionPath) {
        switch value {
        case let .all(radius)?: length(radius, .radius, path)
        case let .corners(c)?:
            for (key, radius) in [("topLeading", c.topLeading), ("topTrailing", c.topTrailing),
                                  ("bottomTrailing", c.bottomTrailing), ("bottomLeading", c.bottomLeading)] {
                length(radius, .radius, path.appending(key))
            }
        case nil: break
        }
    }

    private mutating func insets(_ value: LengthInsets, _ path: DescriptionPath) {
        let sides = [("top", value.top), ("leading", value.leading), ("bottom", value.bottom), ("trailing", value.trailing)]
        for (key, side) in sides {
            let sidePath = path.appending(key)
            let written = sourceMap[sidePath] != nil ? sidePath : path
            // A single `padding: md` gives four equal sides; report it once.
            if written == path, key != "top" { continue }
            length(side, .spacing, written)
        }
    }

    private mutating func paint(_ value: PaintValue?, _ path: DescriptionPath) {
        switch value {
        case let .color(c)?: color(c, path)
        case let .gradientToken(name)?: add(name, .gradient, path.appending("gradient"))
        case let .linearGradient(g)?: stops(g.stops, path.appending("linearGradient").appending("stops"))
        case let .radialGradient(g)?: stops(g.stops, path.appending("radialGradient").appending("stops"))
        case let .angularGradient(g)?: stops(g.stops, path.appending("angularGradient").appending("stops"))
        case let .diamondGradient(g)?: stops(g.stops, path.appending("diamondGradient").appending("stops"))
        case let .material(m)?: color(m.tint, path.appending("material").appending("tint"))
        case let .glass(g)?: color(g.tint, path.appending("glass").appending("tint"))
        case nil: break
        }
    }

    private mutating func stops(_ stops: [GradientStopValue], _ path: DescriptionPath) {
        for (i, stop) in stops.enumerated() { color(stop.color, path.appending(index: i).appending("color")) }
    }

    private mutating func shadows(_ shadows: [Shadow], _ path: DescriptionPath) {
        for (i, shadow) in shadows.enumerated() {
            let indexed = path.appending(index: i)
            let at = sourceMap[indexed] != nil ? indexed : path
            switch shadow {
            case let .token(name): add(name, .shadow, at)
            case let .layer(layer): color(layer.color, at.appending("color"))
            }
        }
    }

    private mutating func node(_ node: Node, _ path: DescriptionPath) {
        switch node {
        case let .vstack(s), let .hstack(s), let .zstack(s):
            length(s.spacing, .spacing, path.appending("spacing"))
            insets(s.padding, path.appending("padding"))
            color(s.background?.color, path.appending("background"))
            color(s.overlay?.color, path.appending("overlay"))
        case let .spacer(s):
            length(s.minLength, .spacing, path.appending("minLength"))
        case let .text(t):
            if case let .style(name) = t.typography { add(name, .typography, path.appending("style")) }
            color(t.color, path.appending("color"))
        case let .modified(inner, modifiers):
            self.node(inner, path)
            if case let .shape(_, radius, _, _)? = modifiers.clip { cornerRadius(radius, path.appending("clip").appending("cornerRadius")) }
        case let .shape(s):
            cornerRadius(s.cornerRadius, path.appending("cornerRadius"))
            paint(s.fill, path.appending("fill"))
            color(s.border?.color, path.appending("border").appending("color"))
            shadows(s.shadows, path.appending("shadow"))
            shadows(s.innerShadows, path.appending("innerShadow"))
            if let glow = s.glow { add(glow, .glow, path.appending("glow")) }
        case let .path(p):
            paint(p.fill, path.appending("fill"))
            color(p.stroke?.color, path.appending("stroke").appending("color"))
        case let .image(i):
            length(i.cornerRadius, .radius, path.appending("cornerRadius"))
        case let .icon(i):
            color(i.color, path.appending("color"))
        case let .frame(f):
            color(f.background?.color, path.appending("background"))
            color(f.overlay?.color, path.appending("overlay"))
        case .component:
            break
        }
    }
}
