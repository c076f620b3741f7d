import Foundation
import Diagnostics

/// Finds component sets by name in one Figma file, through three endpoints:
/// 1. `GET /v1/files/:key?depth=N` (`overview`): the file's version, and the sets within the
///    first N levels of the document (pages, then what is on them) or in its `componentSets` map;
/// 2. `GET /v1/files/:key/component_sets`, only for names step 1 did not find: the file's
///    published sets, wherever they sit in the document;
/// 3. `GET /v1/files/:key/nodes?ids=…&depth=1`: each set found, with its variants (its
///    `COMPONENT` children) and its `componentPropertyDefinitions`.
package struct ComponentSetLookup: Sendable {
    package let client: FigmaClient
    package let fileKey: String
    /// How deep step 1 reads the document: 2 reaches sets placed directly on a page.
    package let depth: Int

    package init(client: FigmaClient, fileKey: String, depth: Int = 2) {
        self.client = client; self.fileKey = fileKey; self.depth = depth
    }

    /// The file's name, version and the sets step 1 saw, by name.
    package struct Overview: Sendable {
        package var name: String
        package var version: String
        package var lastModified: String
        /// Node ids of the sets seen, by name; the first in document order wins.
        var ids: [(name: String, id: String)]
    }

    /// A set found: its name as asked, and its node with the variants below it.
    package struct FoundSet: Sendable {
        package var name: String
        package var node: FigmaNode
    }

    /// The sets found, in the order asked; the names not found, each with the closest names the
    /// file has.
    package struct Result: Sendable {
        package var version: String
        package var lastModified: String
        package var sets: [FoundSet]
        package var missing: [(name: String, suggestions: [String])]
        /// Every set name the file showed, in the order seen.
        package var known: [String]
    }

    package func overview() async throws(FigmaError) -> Overview {
        let file = try await client.get("/v1/files/\(fileKey)", query: [("depth", String(depth))], as: GetFileResponse.self)
        return Overview(name: file.name, version: file.version, lastModified: file.lastModified, ids: Self.setIDs(in: file))
    }

    /// The file's component sets, name (trimmed) and node id: those its document shows, in the
    /// order walked, then those only its component-set table lists.
    package static func setIDs(in file: GetFileResponse) -> [(name: String, id: String)] {
        var ids: [(name: String, id: String)] = []
        file.document.walk { node in
            if node.type == FigmaNode.componentSet { ids.append((trimmed(node.name), node.id)) }
        }
        for (id, set) in file.componentSets.sorted(by: { $0.key < $1.key }) where !ids.contains(where: { $0.id == id }) {
            ids.append((trimmed(set.name), id))
        }
        return ids
    }

    /// The sets named `names` (matched after trimming spaces), with their variants.
    package func find(_ names: [String], in overview: Overview) async throws(FigmaError) -> Result {
        var ids = overview.ids
        let wanted = names.map(ComponentSetLookup.trimmed)
        if wanted.contains(where: { name in !ids.contains { $0.name == name } }) {
            let published = try await client.get("/v1/files/\(fileKey)/component_sets", as: GetFileComponentSetsResponse.self)
            for set in published.meta.componentSets where !ids.contains(where: { $0.id == set.nodeID }) {
                ids.append((ComponentSetLookup.trimmed(set.name), set.nodeID))
            }
        }
        var chosen: [(name: String, id: String)] = []
        for name in wanted where !chosen.contains(where: { $0.name == name }) {
            if let hit = ids.first(where: { $0.name == name }) { chosen.append(hit) }
        }
        var sets: [FoundSet] = []
        var version = overview.version, lastModified = overview.lastModified
        if !chosen.isEmpty {
            let nodes = try await client.get("/v1/files/\(fileKey)/nodes",
                                             query: [("ids", chosen.map(\.id).joined(separator: ",")), ("depth", "1")],
                                             as: GetFileNodesResponse.self)
            (version, lastModified) = (nodes.version, nodes.lastModified)
            for (name, id) in chosen {
                if let entry = nodes.nodes[id] ?? nil, entry.document.type == FigmaNode.componentSet {
                    sets.append(FoundSet(name: name, node: entry.document))
                }
            }
        }
        var known: [String] = []
        for (name, _) in ids where !known.contains(name) { known.append(name) }
        let missing = wanted.filter { name in !sets.contains { $0.name == name } }
            .map { (name: $0, suggestions: DidYouMean.suggestions(for: $0, in: known)) }
        return Result(version: version, lastModified: lastModified, sets: sets, missing: missing, known: known)
    }

    /// `no component set named "Acme.Chp" in the file (did you mean "Acme.Chip"?); its sets: …`
    package static func missingMessage(_ name: String, suggestions: [String], known: [String]) -> String {
        let hint = suggestions.first.map { " (did you mean \"\($0)\"?)" } ?? ""
        let listed = known.isEmpty ? "the file has no component sets"
            : "its sets: " + known.prefix(20).joined(separator: ", ") + (known.count > 20 ? " … (\(known.count) in all)" : "")
        return "no component set named \"\(name)\" in the file\(hint); \(listed)"
    }

    static func trimmed(_ name: String) -> String { name.trimmingCharacters(in: .whitespaces) }
}
