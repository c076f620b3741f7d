/// What the web components' catalog pictures share: the slate backdrop and one way to make an
/// item. Each component lists its own pictures (`static var catalog` in Library/).
enum WebCatalog {
    static let backdrop = ColorValue.literal(r: 0xf8, g: 0xfa, b: 0xfc)

    static func item(_ component: String, _ name: FigmaName, _ parameters: [(key: String, value: String)],
                     width: Double, padding: Double, _ node: Node) -> CatalogItem {
        CatalogItem(system: "web", component: component, figmaName: name, parameters: parameters,
                    document: Catalog.document(.web, width: width, background: backdrop, padding: padding, node))
    }
}
