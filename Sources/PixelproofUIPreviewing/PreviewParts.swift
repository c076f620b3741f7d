import PixelproofUICore

/// One picture a preview asks for: its content, the traits written on it, and what the modifiers
/// around it set in the environment (`.preferredColorScheme(.dark)`, `.environment(\.sizeCategory, …)`),
/// so the runner knows which of a variant's axes the preview states itself.
package struct PreviewPart {
    package var displayName: String?
    package var layout: PreviewLayout?
    package var device: PreviewDevice?
    package var orientation: InterfaceOrientation?
    /// The environment changes of the modifiers peeled off the outside, outermost first.
    package var environmentChanges: [(inout EnvironmentValues) -> Void] = []
    /// The view to draw, with those modifiers still on it.
    package var content: AnyView

    /// The environment a view drawn in `base` sees inside the preview's own modifiers.
    package func environment(from base: EnvironmentValues) -> EnvironmentValues {
        environmentChanges.reduce(into: base) { environment, change in change(&environment) }
    }

    mutating func apply(_ trait: PreviewTraitValue) {
        switch trait {
        case let .layout(value): layout = layout ?? value
        case let .orientation(value): orientation = orientation ?? value
        case let .displayName(value): displayName = displayName ?? value
        case let .device(value): device = device ?? value
        }
    }
}

/// Reads previews into their parts. A `PreviewProvider`'s `previews` is split as Xcode's canvas
/// splits it: each view of a top-level `Group`, builder block or `ForEach` is a preview, and the
/// trait and environment modifiers around a group apply to each of its views. A `#Preview` body is
/// one preview (several views in it are stacked, as its canvas shows them).
package enum PreviewParts {
    package static func parts<P: PreviewProvider>(of provider: P.Type) -> [PreviewPart] {
        split(P.previews, outside: PreviewPart(content: AnyView(EmptyView())), splitting: true)
    }

    package static func part(of preview: Preview) -> PreviewPart {
        var outside = PreviewPart(displayName: preview.name, content: AnyView(EmptyView()))
        // A trait given to the macro wins over a modifier inside the body: it is the outermost.
        for trait in preview.traits { outside.apply(trait.value) }
        return split(preview.body(), outside: outside, splitting: false)[0]
    }

    /// The previews `view` makes, with the traits gathered outside it so far (inner ones fill in
    /// what the outer ones left unsaid, so the outermost statement wins, as in SwiftUI).
    static func split(_ view: any View, outside: PreviewPart, splitting: Bool) -> [PreviewPart] {
        var part = outside
        if let carrier = view as? any PreviewTraitCarrier {
            if let trait = carrier.carriedTrait { part.apply(trait) }
            return split(carrier.carriedContent, outside: part, splitting: splitting)
        }
        if let modifier = view as? any PreviewEnvironmentCarrier, let change = modifier.environmentOnlyChange {
            part.environmentChanges.append(change)
            return split(modifier.carriedContent, outside: part, splitting: splitting)
        }
        if splitting, let group = view as? any PreviewGroupCarrier {
            return group.previewChildren.flatMap { split($0, outside: part, splitting: true) }
        }
        part.content = wrap(view, in: part.environmentChanges)
        // SwiftUI reads a preview's traits wherever its modifier chain writes them (they travel up
        // the view tree as preferences), so `.previewLayout(.sizeThatFits).padding()` is a fitting
        // preview; the outermost statement still wins.
        for trait in traits(inside: view) { part.apply(trait) }
        return [part]
    }

    /// The traits written inside `view`'s modifier chain (below a `.padding()` or a `.frame`),
    /// outermost first.
    static func traits(inside view: any View) -> [PreviewTraitValue] {
        var traits: [PreviewTraitValue] = []
        var current = view
        while true {
            if let carrier = current as? any PreviewTraitCarrier {
                if let trait = carrier.carriedTrait { traits.append(trait) }
                current = carrier.carriedContent
            } else if let modified = current as? any PreviewModifiedContent {
                current = modified.modifiedContent
            } else {
                return traits
            }
        }
    }

    /// `view` inside the environment changes peeled off it, outermost first.
    static func wrap(_ view: any View, in changes: [(inout EnvironmentValues) -> Void]) -> AnyView {
        changes.reversed().reduce(AnyView(view)) { inner, change in AnyView(ModifiedView(inner, environment: change)) }
    }
}

/// A preview modifier (`previewLayout`, `previewDisplayName` …) seen through `any View`.
protocol PreviewTraitCarrier {
    var carriedTrait: PreviewTraitValue? { get }
    var carriedContent: any View { get }
}

extension PreviewTraitView: PreviewTraitCarrier {
    var carriedTrait: PreviewTraitValue? { trait }
    var carriedContent: any View { content }
}

/// A modifier that only changes the environment (`.environment(\.colorScheme, .dark)`,
/// `.preferredColorScheme`), seen through `any View`.
protocol PreviewEnvironmentCarrier {
    var environmentOnlyChange: ((inout EnvironmentValues) -> Void)? { get }
    var carriedContent: any View { get }
}

extension ModifiedView: PreviewEnvironmentCarrier {
    var environmentOnlyChange: ((inout EnvironmentValues) -> Void)? { transform == nil ? environment : nil }
    var carriedContent: any View { content }
}

/// A modifier's view (`.padding()`, `.frame`, `.background` …), seen through `any View`.
protocol PreviewModifiedContent {
    var modifiedContent: any View { get }
}

extension ModifiedView: PreviewModifiedContent {
    var modifiedContent: any View { content }
}

/// Several views a `previews` property lists: each its own preview.
protocol PreviewGroupCarrier {
    var previewChildren: [any View] { get }
}

extension Group: PreviewGroupCarrier {
    var previewChildren: [any View] { [content] }
}

extension TupleView: PreviewGroupCarrier {
    /// The block's views with their types (the tuple's elements), so their modifiers can be read.
    var previewChildren: [any View] { Mirror(reflecting: value).children.compactMap { $0.value as? any View } }
}

extension ForEach: PreviewGroupCarrier {
    var previewChildren: [any View] { data.map { content($0) } }
}
