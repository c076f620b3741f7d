import PixelproofUICore

extension Array where Element == [SnapshotVariant] {
    /// `.matrix` (light and dark at Large and AX3) each also right to left: the eight pictures a
    /// preview is checked in by `assertPreviews(in:variants: .matrixWithRightToLeft)`.
    public static var matrixWithRightToLeft: [[SnapshotVariant]] {
        SnapshotVariant.matrix(textSizes: [.large, .AX3], directions: [.leftToRight, .rightToLeft], colorSchemes: [.light, .dark])
    }
}
