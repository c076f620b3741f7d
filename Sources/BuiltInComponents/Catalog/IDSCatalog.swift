import DescriptionFormat
import SceneBuilding
import DescriptionModel

/// What the IDS components' catalog pictures share: a 375 px screen, the backdrops, one way to
/// make an item. Each component lists its own pictures (`static var catalog` in Library/).
enum IDSCatalog {
    static let screen = 375.0
    static let warm = ColorValue.token("brandTertiaryLight")
    static let white = ColorValue.token("grayscale00")
    static let badgeBackdrop = ColorValue.token("grayscale20")

    static func item(_ component: String, _ name: FigmaName, _ parameters: [(key: String, value: String)],
                     width: Double = screen, background: ColorValue?, padding: Double, _ node: Node) -> CatalogItem {
        CatalogItem(system: "ids", component: component, figmaName: name, parameters: parameters,
                    document: Catalog.document(.ids, width: width, background: background, padding: padding, node))
    }
}
