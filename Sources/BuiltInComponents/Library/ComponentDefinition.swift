import DescriptionFormat
import DescriptionModel
import SceneBuilding

/// A built-in component: how a description spells it (`ComponentReading`), how it is drawn
/// (`ComponentDrawing`), its description node (`node`) and its catalog pictures. Each one is
/// a file in `Library/`; `ComponentRegistry.builtIn` lists them.
protocol ComponentDefinition: ComponentReading, ComponentDrawing {
    /// The node a description's use of it makes.
    var node: Node { get }

    /// Its pictures in the catalog, in the order they are drawn and named.
    static var catalog: [CatalogItem] { get }
}
