import DescriptionModel
import DescriptionSource

// `pixelproof catalog --components FILE`: every component of a library over its preview axes.
// Figma models a component as a component set whose variants are named by their properties
// ("size=small, isSelected=false"); each picture here is named the same way, so a Figma export of
// the set pairs with it by name.
extension DescriptionParser {
    /// Every variant of every component `file` (a library, or a description with `components:`)
    /// defines or imports, in written order, each as a document to draw with `system`'s tokens.
    /// - Parameters:
    ///   - sheet: what the items are grouped under (the library's name: `chips` for chips.yaml).
    package func variants(of bytes: [UInt8], file: String, directory: String? = nil, system: SystemReference,
                         sheet: String) throws(DescriptionError) -> [CatalogItem] {
        let components = try ownComponents(of: bytes, file: file, directory: directory)
        if components.isEmpty {
            throw DescriptionError(file: file, location: nil, path: .root.appending("components"),
                                   message: "defines no components and imports none; a library lists them under components:")
        }
        try ComponentPreview.checkMatrixSize(components)
        var items: [CatalogItem] = []
        for component in components {
            for values in component.preview.variantValues(of: component) {
                items.append(try variant(component, values: values, all: components, system: system, sheet: sheet))
            }
        }
        return items
    }

    /// The components of a library file, or of a description's `import:` and `components:`.
    private func ownComponents(of bytes: [UInt8], file: String, directory: String?) throws(DescriptionError) -> [DescribedComponent] {
        // Anything that is not a library is read as a description (whose errors then say why).
        LibraryFile.isLibrary(bytes) ? try library(bytes, file: file, directory: directory)
                                     : try parse(bytes, file: file, directory: directory).components
    }

    private func variant(_ component: DescribedComponent, values: [(name: String, value: String)], all: [DescribedComponent],
                         system: SystemReference, sheet: String) throws(DescriptionError) -> CatalogItem {
        let reader = DescriptionReader(file: component.file, directory: component.directory, limits: limits,
                                       components: self.components.adding(described: all), readFile: readFile)
        reader.system = system
        let scope = Scope(file: component.file, directory: component.directory)
        let at = DescriptionPath.root.appending("content")
        // The use: the axis values written out, the preview's values as written (so an image path
        // stays relative to the library and a mistake points into it).
        var props: [(String, SourceNode)] = values.map { ($0.name, SourceNode($0.value)) }
        props += component.preview.props.map { ($0.name, $0.value) }
        let use = Value(node: SourceNode(props), path: at.appending(component.name), scope: scope)
        for prop in component.props where prop.requirement == .required && !props.contains(where: { $0.0 == prop.name }) {
            throw reader.sourceMap.error(file: component.file, location: component.location, path: component.definitionPath,
                                         message: "\(component.name)'s prop \(prop.name) has no default, so the catalog needs a value: add preview: { props: { \(prop.name): … } }")
        }
        let content = try reader.use(component, props: use, keyAt: use, at: at, depth: 1)
        let canvas = try component.preview.canvas.map { written throws(DescriptionError) in
            try reader.canvasSpec(Value(node: written, path: component.definitionPath.appending("preview").appending("canvas"), scope: scope))
        } ?? ComponentPreview.defaultCanvas
        let document = Document(system: system, canvas: canvas, content: content, sourceMap: reader.sourceMap,
                                file: component.file, components: all)
        try document.checkCanvasLimits(scale: 1, limits: limits.pixmap)
        let variantName = values.map { "\($0.name)=\($0.value)" }.joined(separator: ", ")
        var item = CatalogItem(system: sheet, component: component.name,
                               figmaName: FigmaName(component.figmaName, variantName.isEmpty ? [] : [variantName]),
                               parameters: values.map { (key: $0.name, value: $0.value) }, document: document)
        // Rows of the contact sheet: one per value of the first axis, the other axes across.
        item.sheetRow = "\(component.name) \(values.first.map { "\($0.name)=\($0.value)" } ?? "")"
        return item
    }
}

extension ComponentPreview {
    /// The most variants one component's preview axes may multiply to, and all of a library's
    /// together. Every variant is a document made, and laid out, before any is drawn (the
    /// catalog's pictures are then drawn a few at a time): two enum props of 100 values each
    /// (10,000 variants, from a 967-byte file) grew `catalog --components` to 2.7 GB when every
    /// picture was held. Checked from the axes' value counts before any variant is made
    /// (docs/VARIANTS.md).
    package static let maxVariants = 1_000
    package static let maxLibraryVariants = 4_000

    /// Refuses a component whose axes multiply past `maxVariants`, naming them with their counts,
    /// or a library past `maxLibraryVariants`, naming its largest components.
    static func checkMatrixSize(_ components: [DescribedComponent]) throws(DescriptionError) {
        var total = 0, sizes: [(name: String, count: Int)] = []
        for component in components {
            let axes = component.preview.axes.map { (name: $0, count: component.prop($0)?.axisValues?.count ?? 0) }
            var count = 1
            for axis in axes { count = count.multipliedReportingOverflow(by: axis.count).overflow ? Int.max : count * axis.count }
            if count > maxVariants {
                let factors = axes.filter { $0.count > 1 }.map { "\($0.name): \($0.count) values" }.joined(separator: " × ")
                throw DescriptionError(file: component.file, location: component.location, path: component.definitionPath,
                                       message: "\(component.name)'s preview axes multiply to \(count == .max ? "more than \(Int.max)" : String(count)) variants (\(factors)), "
                                       + "past the \(maxVariants) one component may have; name fewer with preview: { axes: [...] }, or split the component")
            }
            total += count
            sizes.append((component.name, count))
        }
        if total > maxLibraryVariants, let first = components.first {
            let largest = sizes.sorted { $0.count > $1.count }.prefix(3).map { "\($0.name) \($0.count)" }.joined(separator: ", ")
            throw DescriptionError(file: first.file, location: nil, path: .root.appending("components"),
                                   message: "the components' preview axes multiply to \(total) variants in all (largest: \(largest)), past the \(maxLibraryVariants) "
                                   + "one library may have; name fewer axes with preview: { axes: [...] }, or split the library into several files")
        }
    }

    /// A phone-wide white canvas with a margin, for components whose preview names none.
    static let defaultCanvas = CanvasSpec(width: 375, background: .literal(r: 255, g: 255, b: 255), padding: LengthInsets(all: .points(16)))

    /// The cross product of the axes' values (enum values as declared, bools false then true),
    /// the first axis outermost, each variant's values in axis order.
    func variantValues(of component: DescribedComponent) -> [[(name: String, value: String)]] {
        var result: [[(name: String, value: String)]] = [[]]
        for axis in axes {
            let values = component.prop(axis)?.axisValues ?? []
            result = result.flatMap { partial in values.map { partial + [(axis, $0)] } }
        }
        return result
    }
}
