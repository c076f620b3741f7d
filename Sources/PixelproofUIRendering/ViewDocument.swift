import PixelproofUISymbols
import PixelproofUICore
import DescriptionModel
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Layout
import Values
import Localization

/// A view as a description document: the view lowered in the environment of one variant (its
/// colour scheme, text size, direction and pseudo-locale), on a canvas `width` logical px wide
/// whose height hugs it, in the system, background and padding of `canvas` (by default the web tokens
/// over the scheme's system background: white, or black in dark), so a view renders through exactly
/// the path a description does.
package enum ViewDocument {
    package static func document(of view: some View, width: Double, scale: Int, variant: Variant, colorScheme: ColorScheme,
                                 canvas: ViewCanvas = .screen, namedColors: NamedColors?, namedImages: NamedImages? = nil,
                                 iconFolder: String? = SystemSymbols.folderFromEnvironment(),
                                 geometry: GeometrySizes? = nil, strings: StringCatalog? = nil, coverage: StringCoverage? = nil) throws -> Document {
        var environment = EnvironmentValues()
        environment.colorScheme = colorScheme
        environment.dynamicTypeSize = DynamicTypeSize(variant.textSize)
        environment.layoutDirection = variant.direction == .rightToLeft ? .rightToLeft : .leftToRight
        let locale = LocalizedStrings(catalog: strings, locale: variant.locale).locale
        environment.locale = Locale(identifier: locale.identifier)
        // A locale writes in its own direction: Arabic, Hebrew, Persian and Urdu mirror the layout.
        if variant.locale != nil, locale.isRightToLeft { environment.layoutDirection = .rightToLeft }
        environment.strings = strings
        environment.stringCoverage = coverage
        if let strings { coverage?.note(locale: locale, catalog: strings) }
        environment.pseudoLocale = variant.pseudoLocale
        environment.displayScale = CGFloat(scale)
        environment.namedColors = namedColors
        environment.namedImages = namedImages
        environment.iconFolder = iconFolder
        environment.geometrySizes = geometry
        environment.drawsSystemFont = canvas.system == nil
        let content = try ViewLowering.node(of: view, in: environment)
        // The values the modifiers checked one by one, checked again as a tree (a frame's size, a
        // shape's stroke), as a description file's are.
        do { try content.checkValues() } catch { throw ViewError(String(describing: type(of: view)), error.description) }
        var document = Document(system: canvas.system ?? .web, scale: scale,
                                canvas: CanvasSpec(width: width, background: canvas.backgroundValue(colorScheme),
                                                   padding: DescriptionModel.LengthInsets(all: .points(canvas.padding))),
                                content: content)
        document.variant = variant
        return document
    }
}
