// `import Pixelproof` is the one import a user writes: the layers below are re-exported here, so a
// test or a tool sees `Renderer`, `Document`, the SwiftUI-like tree (`VStack`, `IDSButton` …), the
// differ and the pixel types without naming the modules they live in.
@_exported import BuiltInComponents
@_exported import DescriptionFormat
@_exported import SceneBuilding
@_exported import DescriptionModel
@_exported import DescriptionSource
@_exported import DesignTokens
@_exported import DisplayList
@_exported import Layout
@_exported import PixelDiff
@_exported import PNGCodec
@_exported import Raster
@_exported import Typesetting
@_exported import Values
