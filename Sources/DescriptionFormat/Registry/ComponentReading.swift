import DescriptionModel

/// How a description spells a built-in component: the keys of its mapping and how the mapping is
/// read into its value. The reader knows components only through this (and `ComponentRegistry`);
/// how a component is drawn is the lowering's (`ComponentDrawing`, in SceneBuilding).
package protocol ComponentReading: Component {
    /// The keys of its mapping, for the parser (unknown keys are refused with a did-you-mean) and
    /// for docs/pixelproof.schema.json.
    static var keys: [KeySpec] { get }
    /// Reads the mapping under the kind; `fields` has already been checked against `keys`.
    static func read(_ fields: Fields, depth: Int) throws(DescriptionError) -> Self
}
