import DescriptionSource
import Raster
import Synchronization
import Testing
@testable import BuiltInComponents
@testable import DescriptionFormat
@testable import DescriptionModel

/// A variant matrix past its stated size is refused from the axes' value counts, before any
/// variant is made, naming the props that multiply (docs/VARIANTS.md).
@Suite struct VariantMatrixLimitTests {
    /// A component with enum props of the given value counts, all of them preview axes.
    static func component(_ name: String, _ counts: [Int]) -> String {
        var text = "  \(name):\n    props:\n"
        for (n, count) in counts.enumerated() {
            text += "      p\(n): { type: enum, values: [\((0..<count).map { "v\($0)" }.joined(separator: ", "))], default: v0 }\n"
        }
        return text + "    body: { spacer: {} }\n"
    }

    /// The library's variants, its text read as the file `lib.yaml` (which the parser imports).
    func variants(_ library: String) throws -> [CatalogItem] {
        let bytes = Array(library.utf8)
        let parser = DescriptionParser(readFile: { path, _ in
            guard path.hasSuffix("/lib.yaml") || path == "lib.yaml" else { throw DescriptionError(file: path, location: nil, path: .root, message: "no such file") }
            return bytes
        })
        return try parser.variants(of: bytes, file: "lib.yaml", system: .ids, sheet: "lib")
    }

    /// Two enum props of 100 values made 10,000 variants from a 967-byte file (2.7 GB in
    /// `catalog --components`); 40 × 30 is past the 1,000 one component may have.
    @Test func aComponentPastAThousandVariantsIsRefusedNamingItsAxes() {
        #expect {
            _ = try variants("components:\n" + Self.component("Chip", [40, 30, 1]))
        } throws: { error in
            let error = error as? DescriptionError
            return error?.location?.line == 2
                && error?.message == "Chip's preview axes multiply to 1200 variants (p0: 40 values × p1: 30 values), past the 1000 one component "
                    + "may have; name fewer with preview: { axes: [...] }, or split the component"
        }
    }

    /// Five components of 900 variants each: each within the bound, the library past 4,000.
    @Test func aLibraryPastFourThousandVariantsIsRefusedNamingItsLargest() {
        let library = "components:\n" + (1...5).map { Self.component("C\($0)", [30, 30]) }.joined()
        #expect {
            _ = try variants(library)
        } throws: { error in
            (error as? DescriptionError)?.message.hasPrefix("the components' preview axes multiply to 4500 variants in all (largest: C1 900, C2 900, C3 900), past the 4000") == true
        }
    }

    @Test func aMatrixAtTheBoundIsMade() throws {
        #expect(try variants("components:\n" + Self.component("Chip", [40, 25])).count == 1_000)
    }
}

/// Stores of decoded pictures that share a budget keep, together, no more than it: a run's
/// stores (one per folder source, one per library file) share one (docs/ASSETS.md).
@Suite struct DecodedImagesBudgetTests {
    @Test func storesSharingABudgetKeepNoMoreThanItTogether() throws {
        let decodes = Mutex(0)
        let budget = DecodedImages.Budget(maxBytes: 16 * 16 * 4)
        func store() -> DecodedImages {
            DecodedImages(budget: budget, decode: { _ in decodes.withLock { $0 += 1 }; return try Pixmap(width: 16, height: 16) })
        }
        var first: DecodedImages? = store()
        let second = store()
        for _ in 0..<2 { _ = try first?.pixmap(at: "a.png"); _ = try second.pixmap(at: "b.png") }
        // The first store kept its picture; the second found the budget spent and decoded each time.
        #expect(decodes.withLock { $0 } == 3)
        first = nil
        for _ in 0..<2 { _ = try second.pixmap(at: "b.png") }
        // The first store gave its bytes back: the second keeps its picture now.
        #expect(decodes.withLock { $0 } == 4)
    }
}
