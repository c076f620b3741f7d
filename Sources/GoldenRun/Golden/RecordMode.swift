/// What a snapshot run may write into the snapshots folder.
public enum RecordMode: Hashable, Sendable {
    /// Compare only; never write a golden. A missing golden is a failure.
    case verify
    /// Write goldens according to the policy; every other golden is verified.
    case update(UpdatePolicy)

    /// `--record`: write missing goldens and those that differ beyond the tolerance.
    public static let record = RecordMode.update(.changed)

    /// Which goldens an update writes.
    public enum UpdatePolicy: String, Hashable, Sendable, CaseIterable {
        /// Write only goldens that do not exist yet.
        case missing
        /// Write missing goldens and those whose comparison fails.
        case changed
        /// Write every golden whose pixels are not exactly the new ones (differences within the
        /// tolerance included); pixel-identical goldens are still left untouched.
        case all
    }

    func writesMissing() -> Bool {
        if case .update = self { return true }
        return false
    }

    func rewritesFailing() -> Bool {
        switch self {
        case .verify, .update(.missing): return false
        case .update(.changed), .update(.all): return true
        }
    }

    func rewritesAnyChange() -> Bool { self == .update(.all) }
}
