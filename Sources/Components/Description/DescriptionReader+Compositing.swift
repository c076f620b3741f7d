import DescriptionSource
import Raster

// The node-level keys (`KeyTables.compositing`): read off a node's mapping before its own reader
// sees the rest, so every kind takes them in one place.
extension DescriptionReader {
    /// `body` without the compositing keys, and what they say (nil: none given, or all at their
    /// defaults). Keys in `own` belong to the node itself (a shape's `opacity`, a component's prop
    /// of that name) and stay.
    func splitCompositing(_ body: Value, own: Set<String>) throws(DescriptionError) -> (body: Value, compositing: Compositing?) {
        guard case let .mapping(mapping) = body.node else { return (body, nil) }
        let names = Set(KeyTables.compositing.names).subtracting(own)
        let isCompositing = { (entry: SourceNode.Mapping.Entry) in entry.key.scalar.map { names.contains($0.string) } ?? false }
        guard mapping.entries.contains(where: isCompositing) else { return (body, nil) }
        let taken = SourceNode.Mapping(mapping.entries.filter(isCompositing), location: mapping.location)
        let f = try fields(body.child(.mapping(taken), at: body.path), keys: KeyTables.compositing, what: "node")
        let compositing = Compositing(
            opacity: try f.optional("opacity") { v throws(DescriptionError) in try number(v, in: 0...1, what: "an opacity (0 to 1)") } ?? 1,
            blendMode: try f.optional("blendMode") { v throws(DescriptionError) in try enumeration(v, BlendMode.self, what: "blend mode") } ?? .normal,
            blur: try f.optional("blur") { v throws(DescriptionError) in try layerBlur(v) } ?? 0)
        let rest = SourceNode.Mapping(mapping.entries.filter { !isCompositing($0) }, location: mapping.location)
        return (body.child(.mapping(rest), at: body.path), compositing.isIdentity ? nil : compositing)
    }

    /// A blur in logical px: at least 0, at most `Compositing.maxBlur`.
    func layerBlur(_ value: Value) throws(DescriptionError) -> Double {
        let blur = try number(value, what: "a blur in logical px (a number ≥ 0)")
        guard blur >= 0 else { throw error(value, "a blur cannot be negative, found \(describe(value.node)); 0 is no blur") }
        guard blur <= Compositing.maxBlur else {
            throw error(value, "blur \(describe(value.node)) is larger than the limit of \(Int(Compositing.maxBlur)) (sigma = blur / 2 px); use a smaller blur")
        }
        return blur
    }
}
