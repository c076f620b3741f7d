import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Pixelproof

/// What a golden run checks: the descriptions under some folders, the built-in catalog, the
/// component libraries under some folders, or pictures a caller made itself. `pixelproof test`
/// names the first two, the review server's live catalog the first and third, `assertSnapshot`
/// the last; `SnapshotRun.cases(of:)` turns each into cases the same way for all of them.
public enum SnapshotSource: Sendable {
    /// Every description file under `folders` (`SnapshotDiscovery.find`), in each of the run's
    /// variants; `skipping` names folders that hold no tests (the goldens, the report).
    case descriptions(folders: [String], skipping: [String] = [])
    /// The catalog items of `systems` (ids, web, generic), named `catalog/<system>/<Figma name>`.
    case catalog(systems: [String])
    /// Every component variant of the library files under `folders`, drawn with `system`'s tokens.
    /// A library that cannot be read is one case whose rendering throws its error.
    case libraries(folders: [String], system: String)
    /// Cases the caller built (`assertSnapshot`'s picture, a test's own renders).
    case cases([SnapshotCase])
}

/// Which token contexts of a variant a description takes.
public enum VariantContexts: Sendable {
    /// Every context given; one the description's resolver lacks is that case's error, with the
    /// contexts it has (as `--context` is everywhere).
    case required
    /// Only those the description's own resolver has a modifier for: a page that chooses
    /// theme=dark darkens the descriptions that can be dark and leaves the others as they are.
    case whereDefined
}
