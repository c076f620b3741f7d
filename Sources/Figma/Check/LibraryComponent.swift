import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Pixelproof

/// A library component as `figma check` compares it: its names, where it is defined, and its
/// enum and bool props (the props a Figma component set's properties stand for).
package struct LibraryComponent: Hashable, Sendable {
    package var name: String
    package var figmaName: String
    /// `Design/chips.yaml:3:3`
    package var place: String
    package var props: [Prop]

    package struct Prop: Hashable, Sendable {
        package var name: String
        /// An enum's values in declared order; nil for a bool.
        package var values: [String]?
        package var isBool: Bool { values == nil }
        package init(name: String, values: [String]?) { self.name = name; self.values = values }
    }

    package init(name: String, figmaName: String, place: String, props: [Prop]) {
        self.name = name; self.figmaName = figmaName; self.place = place; self.props = props
    }

    /// The components `path` defines or imports, read and checked as `catalog --components` reads them.
    package static func load(_ path: String) throws -> [LibraryComponent] {
        try ComponentLibrary.components(path).map { component in
            LibraryComponent(name: component.name, figmaName: component.figmaName,
                             place: component.location?.description ?? component.file,
                             props: component.props.compactMap { prop in
                                 switch prop.kind {
                                 case .enum: Prop(name: prop.name, values: prop.values)
                                 case .bool: Prop(name: prop.name, values: nil)
                                 default: nil
                                 }
                             })
        }
    }
}
