// A team's snapshot test file swaps `import SwiftUI` for this one import: the views
// (PixelproofUICore, PixelproofUIModifiers, PixelproofUIControls) and swift-snapshot-testing come with it, and its own `import SnapshotTesting`
// keeps working beside it.
@_exported import PixelproofUICore
@_exported import PixelproofUIModifiers
@_exported import PixelproofUIControls
// The strategy's format, `Snapshotting<V, Pixmap>`, for a test that names it.
@_exported import struct Raster.Pixmap
@_exported import SnapshotTesting
