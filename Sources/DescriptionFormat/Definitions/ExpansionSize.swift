import DescriptionModel
import DescriptionSource

// A component used ten times in a component used ten times, ten levels deep, stands for 10^10
// nodes: reading them one by one until the node limit trips would be slow and would blame
// whichever leaf happened to be the 10,001st. So before a use is expanded, the least number of
// nodes it can stand for is computed from the definitions (cached per component) and compared
// with the room left under the limit. "Least" keeps the check from refusing anything the
// expansion itself would accept: a `when` item may drop out (counts 0), a `$switch` takes its
// smallest case, and only keys that are node kinds with a mapping under them count.
extension DescriptionReader {
    /// The fewest nodes a use of `component` adds to the document (saturating, never overflowing).
    func leastExpansion(of component: DescribedComponent) -> Int {
        if let known = expansionSizes[component.name] { return known }
        // Cycles were refused where the components were defined, so this recursion ends.
        let size = leastNodes(in: component.body)
        expansionSizes[component.name] = size
        return size
    }

    private func leastNodes(in node: SourceNode) -> Int {
        switch node {
        case let .mapping(mapping):
            if mapping["when"] != nil { return 0 }
            if let cases = mapping["cases"], mapping["$switch"] != nil {
                var options = (cases.mapping?.values.map(leastNodes) ?? [])
                if let fallback = mapping["default"] { options.append(leastNodes(in: fallback)) }
                return options.min() ?? 0
            }
            var total = 0
            for (key, value) in mapping {
                let name = key.string ?? ""
                if let described = components.described(name) {
                    total = Self.adding(total, leastExpansion(of: described))
                } else {
                    if value.mapping != nil, isBuiltInKind(name) { total = Self.adding(total, 1) }
                    total = Self.adding(total, leastNodes(in: value))
                }
            }
            return total
        case let .sequence(items):
            // A bare name in a list (`- Divider`) is a use.
            return items.reduce(0) { total, item in
                let bare = item.scalar.flatMap { components.described($0.string) }
                return Self.adding(total, bare.map(leastExpansion(of:)) ?? leastNodes(in: item))
            }
        case .scalar:
            return 0
        }
    }

    private static func adding(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : sum
    }
}
