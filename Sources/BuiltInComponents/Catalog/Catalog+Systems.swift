import DescriptionFormat
import DescriptionModel
import Parallel
import SceneBuilding

/// The catalog's pictures by system: the built-in components' own (`ComponentDefinition.catalog`)
/// and the shipped libraries'.
extension Catalog {
    package static let systems = ["ids", "web", "generic"]

    /// The items of `system`; the web card and text field and the generic components come from
    /// the shipped libraries (`ShippedLibrary`), so a missing `Libraries/` folder is an error.
    package static func items(system: String) throws(RenderError) -> [CatalogItem] {
        switch system {
        case "ids": return ComponentRegistry.builtIn.catalog(of: .ids)
        case "web": return ComponentRegistry.builtIn.catalog(of: .web) + (try WebCatalog.shippedItems())
        case "generic": return try GenericCatalog.items()
        default: return []
        }
    }

    /// The items of `systems`, in their order. The systems are planned side by side: the web
    /// and generic items each parse a shipped library, the longest part of planning a catalog run.
    package static func items(systems: [String]) throws(RenderError) -> [CatalogItem] {
        let planned = Parallel.map(systems.count) { i in Result { () throws(RenderError) in try items(system: systems[i]) } }
        var all: [CatalogItem] = []
        for result in planned { all += try result.get() }
        return all
    }

    /// A document of `content` on a canvas: `width` nil hugs nothing (the caller measures), the
    /// height always hugs.
}

extension ComponentRegistry {
    /// Pixelproof's own components, in catalog order: adding one is a file in `Library/` and a
    /// line here (docs/ARCHITECTURE.md walks through one).
    package static let builtIn = ComponentRegistry([
        IDSButtonNode.self, ContentRowNode.self, SectionTitleNode.self, ImageCardNode.self,
        TopNavNode.self, BadgeNode.self, TabsNode.self,
        WebButtonNode.self, CardNode.self, TextFieldNode.self,
    ])

    /// The catalog pictures of `system`'s built-in components, component by component.
    func catalog(of system: SystemReference) -> [CatalogItem] {
        definitions.filter { $0.system == system }.compactMap { $0 as? any ComponentDefinition.Type }.flatMap { $0.catalog }
    }
}

extension DescriptionParser {
    /// A parser for descriptions that may use Pixelproof's built-in components; library files
    /// read from the disk unless `readFile` gives them (tests give files from memory).
    package init(limits: DescriptionLimits = .default, readFile: (@Sendable (String, Int) throws -> [UInt8])? = nil) {
        if let readFile {
            self.init(limits: limits, components: .builtIn, readFile: readFile)
        } else {
            self.init(limits: limits, components: .builtIn)
        }
    }
}

extension DescriptionSchema {
    /// The schema of descriptions with Pixelproof's built-in components (docs/pixelproof.schema.json).
    package static var text: String { text(components: .builtIn) }
}
