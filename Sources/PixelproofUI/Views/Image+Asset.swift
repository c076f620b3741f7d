import DescriptionModel
import BuiltInComponents
import DescriptionFormat
import SceneBuilding

extension Image {
    /// An image set of the catalog: its PNG for the render's scale (`@2x` at 2) or its PDF drawn at
    /// that scale, its own size in points unless resizable, in the foreground style when it is a
    /// template.
    func assetNode(_ name: String, in environment: EnvironmentValues) throws -> Node {
        let api = "Image(\"\(name)\")"
        guard let images = environment.namedImages else {
            throw ViewError(api, "no asset catalog to read the image set from: pass assets: to assertSnapshot or the Renderer, or set PIXELPROOF_ASSETS to the folder of your Assets.xcassets")
        }
        let file: NamedImages.File
        do { file = try images.file(name, environment.colorScheme, Int(environment.displayScale)) } catch {
            throw ViewError(api, "\(error)")
        }
        let isTemplate = renderingMode == .template || (renderingMode == nil && file.isTemplate)
        let fileType = file.path.lowercased()
        if fileType.hasSuffix(".svg") { return try svgNode(file.path, isTemplate: isTemplate, api: api, in: environment) }
        guard fileType.hasSuffix(".png") || fileType.hasSuffix(".pdf") else {
            throw ViewError(api, "\(file.path): Pixelproof draws an image set's PNG, PDF and SVG files; export the image as PNG at 1x, 2x and 3x into the image set")
        }
        var node = ImageNode(source: FileReference(given: file.path, relativeTo: nil))
        node.pixelScale = Double(file.scale ?? 1)
        if fileType.hasSuffix(".pdf") {
            // The bitmap Xcode makes of the PDF, drawn like a PNG. A PDF in a scale's slot is
            // that slot's image, a pixel for each point of its page (a 72 pt page in the 3x slot
            // is a 24 pt image), scaled from there as iOS scales it; a single-scale PDF's page is
            // the image's size in points, drawn at the render's scale (Xcode makes one for each).
            if file.scale == nil {
                let scale = Double(environment.displayScale)
                node.source.pdfPixelsPerPoint = scale
                node.pixelScale = scale
            } else {
                node.source.pdfPixelsPerPoint = 1
            }
        }
        if isResizable {
            let caps = capInsets.flatMap { $0 == EdgeInsets() ? nil : $0 }
            node.resizing = ImageResizing(capInsets: caps.map {
                DescriptionModel.LengthInsets(top: .points(Double($0.top)), leading: .points(Double($0.leading)),
                                      bottom: .points(Double($0.bottom)), trailing: .points(Double($0.trailing)))
            })
        }
        if isTemplate {
            node.templateColor = try ForegroundStyle().paint(in: environment).color(for: api + ".renderingMode(.template)")
        }
        return .image(node)
    }

    /// An SVG of an image set, drawn as a template (Pixelproof's SVG reader draws one colour): at
    /// its own size in points, or fitted into the frame offered when resizable. Drawn in its own
    /// colours it would need a reader that keeps them, so that is an error with the fix.
    func svgNode(_ path: String, isTemplate: Bool, api: String, in environment: EnvironmentValues) throws -> Node {
        guard isTemplate else {
            throw ViewError(api, "\(path): Pixelproof draws an SVG image in one colour, as a template; use .renderingMode(.template) (or the set's Render As: Template Image), or export the image as PNG at 1x, 2x and 3x")
        }
        let size: (width: Double, height: Double)
        do { size = try IconFile.svgSize(of: path) } catch { throw ViewError(api, "\(error)") }
        var icon = IconNode(glyph: .file(FileReference(given: path, relativeTo: nil)), size: max(size.width, size.height),
                            color: try ForegroundStyle().paint(in: environment).color(for: api))
        icon.image = ImageBox(width: size.width, height: size.height, isResizable: isResizable)
        return .icon(icon)
    }
}

extension View {
    /// A resizable image at `aspectRatio` (width over height; nil: its own) fitted inside the
    /// frame it is offered, or filling it. An image that is not resizable keeps its size, as in
    /// SwiftUI; any other view is not drawn with an aspect ratio yet.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        ModifiedView(self) { node, _ in
            try node.resizingImage("aspectRatio(_:contentMode:)") {
                $0.ratio = aspectRatio.map(Double.init) ?? $0.ratio
                $0.contentMode = contentMode == .fit ? .fit : .fill
            }
        }
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

extension Node {
    /// The image this node draws with its resizing changed; `api` names the modifier when the
    /// node is no image.
    func resizingImage(_ api: String, _ change: (inout ImageResizing) -> Void) throws -> Node {
        switch self {
        case var .image(image):
            guard var resizing = image.resizing else { return self }
            change(&resizing)
            image.resizing = resizing
            return .image(image)
        case let .modified(inner, modifiers):
            return .modified(try inner.resizingImage(api, change), modifiers)
        case let .icon(icon) where icon.image != nil:
            // An SVG image is fitted into its box whatever the mode: its layout is the frame's.
            return self
        default:
            throw ViewError(api, "Pixelproof sizes images by an aspect ratio; another view is not drawn with one yet (give it a frame)")
        }
    }
}
