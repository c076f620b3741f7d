/// What the reviewer decided about one snapshot.
package enum ReviewDecision: String, Sendable, Hashable {
    /// The change is intended: the golden now holds the new picture.
    case accepted
    /// The change is a bug: the golden keeps (or gets back) the picture it had.
    case rejected
}

/// What the review page shows a snapshot as, from its test status and the pictures the report has.
package enum ReviewKind: String, Sendable, Hashable, CaseIterable {
    /// A golden exists and the picture differs from it.
    case changed
    /// No golden existed: the picture would be the first one.
    case new
    case passed
    /// Rendering failed, or the golden could not be read.
    case error
    /// Written by the run itself (`--record` or `--update`).
    case recorded
}
