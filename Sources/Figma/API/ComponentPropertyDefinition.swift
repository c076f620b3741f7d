/// One property of a component set (`ComponentPropertyDefinition`): a `VARIANT` property with its
/// values (`variantOptions`), or a `BOOLEAN`, `TEXT` or `INSTANCE_SWAP` property.
public struct ComponentPropertyDefinition: Decodable, Hashable, Sendable {
    public var type: PropertyType
    /// The values of a `VARIANT` property, in the order Figma lists them.
    public var variantOptions: [String]?

    public init(type: PropertyType, variantOptions: [String]? = nil) {
        self.type = type; self.variantOptions = variantOptions
    }

    /// `ComponentPropertyType`. A type Figma adds later decodes as itself rather than failing the
    /// whole file; `check` then reports it as a property it does not compare.
    public struct PropertyType: RawRepresentable, Decodable, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        public static let variant = PropertyType(rawValue: "VARIANT")
        public static let boolean = PropertyType(rawValue: "BOOLEAN")
        public static let text = PropertyType(rawValue: "TEXT")
        public static let instanceSwap = PropertyType(rawValue: "INSTANCE_SWAP")
    }
}
