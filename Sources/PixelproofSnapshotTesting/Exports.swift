// A team's test file keeps `import SnapshotTesting`; this module adds the strategies for
// PixelproofUI views, so `import PixelproofSnapshotTesting` alone brings both.
@_exported import SnapshotTesting
