// `import PixelproofTesting` brings the golden run with it: `assertSnapshot` returns its
// `GoldenCheck`, and a test that checks a folder of descriptions calls `SnapshotRun` directly.
@_exported import GoldenRun
