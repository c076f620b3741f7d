/// One property of a component set (`ComponentPropertyDefinition`): a `VARIANT` property with its
/// values (`variantOptions`), or a `BOOLEAN`, `TEXT` or `INSTANCE_SWAP` property.
package struct ComponentPropertyDefinition: Decodable, Hashable, Sendable {
    package var type: PropertyType
    /// The values of a `VARIANT` property, in the order Figma lists them.
    package var variantOptions: [String]?

    package init(type: PropertyType, variantOptions: [String]? = nil) {
        self.type = type; self.variantOptions = variantOptions
    }

    /// `ComponentPropertyType`. A type Figma adds later decodes as itself rather than failing the
    /// whole file; `check` then reports it as a property it does not compare.
    package struct PropertyType: RawRepresentable, Decodable, Hashable, Sendable, CustomStringConvertible {
        package var rawValue: String
        package init(rawValue: String) { self.rawValue = rawValue }
        package var description: String { rawValue }

        package static let variant = PropertyType(rawValue: "VARIANT")
        package static let boolean = PropertyType(rawValue: "BOOLEAN")
        package static let text = PropertyType(rawValue: "TEXT")
        package static let instanceSwap = PropertyType(rawValue: "INSTANCE_SWAP")
    }
}
