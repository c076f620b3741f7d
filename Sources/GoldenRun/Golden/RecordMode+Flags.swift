import PixelDiff

extension RecordMode {
    /// The mode the command line's `--record` and `--update missing|changed|all` ask for (not both).
    public init(record: Bool, update: String?) throws {
        switch (record, update) {
        case (false, nil): self = .verify
        case (true, nil): self = .record
        case (false, let text?):
            guard let policy = UpdatePolicy(rawValue: text) else {
                throw ReportError("--update \"\(text)\": expected missing, changed or all")
            }
            self = .update(policy)
        case (true, _?):
            throw ReportError("give --record or --update, not both (--record is --update changed)")
        }
    }
}
