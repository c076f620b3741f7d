import Foundation
import Testing

/// A user imports `Pixelproof`, `PixelproofTesting` and `PixelproofUI` together, and PixelproofUI
/// declares SwiftUI's names so that a team's view compiles unchanged. A public type of the same
/// name in a module those products re-export makes the name ambiguous in the user's file (`Text`
/// would need its module written out). So SwiftUI's type names are PixelproofUI's alone: a lower
/// layer names its type in its domain's words, or keeps it `package`.
@Suite struct SwiftUINameTests {
    /// SwiftUI's type names a team's view file is likely to write.
    static let swiftUITypeNames: Set<String> = [
        "View", "ViewBuilder", "ViewModifier", "ModifiedContent", "Text", "Image", "Label", "Button", "TextField",
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Spacer", "Divider", "Group", "ForEach", "AnyView",
        "EmptyView", "TupleView", "GeometryReader", "ScrollView", "List", "Section", "NavigationStack", "Toggle",
        "Shape", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Capsule", "Circle", "Ellipse", "Path",
        "RectangleCornerRadii", "RoundedCornerStyle", "FillStyle", "StrokeStyle", "Angle", "UnitPoint",
        "Color", "Font", "Gradient", "LinearGradient", "RadialGradient", "AngularGradient", "ShapeStyle", "AnyShapeStyle",
        "Material", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Edge", "EdgeInsets", "Axis",
        "LayoutDirection", "ColorScheme", "DynamicTypeSize", "ContentMode", "BlendMode", "TextAlignment",
        "State", "Binding", "Environment", "EnvironmentValues", "EnvironmentKey", "LocalizedStringKey",
        "Animation", "AccessibilityTraits", "ProposedViewSize", "Layout",
    ]

    /// The modules a user's `import Pixelproof` / `import PixelproofTesting` brings: those two and
    /// what their Exports.swift re-export.
    func reexportedModules() throws -> [String] {
        var modules = ["Pixelproof", "PixelproofTesting"]
        for product in ["Pixelproof", "PixelproofTesting"] {
            let exports = try ModuleTableTests.read("Sources/\(product)/Exports.swift")
            for line in exports.split(separator: "\n") where line.hasPrefix("@_exported import ") {
                modules.append(String(line.dropFirst("@_exported import ".count)))
            }
        }
        return modules.filter { FileManager.default.fileExists(atPath: ModuleTableTests.root + "/Sources/" + $0) }
    }

    /// Name and file of each top-level public type declared in `module` whose name is SwiftUI's (a
    /// nested type, `TextFieldNode.State`, is written with its parent and collides with nothing).
    func swiftUINamedTypes(in module: String) throws -> [String: String] {
        let folder = ModuleTableTests.root + "/Sources/" + module
        let pattern = try Regex(#"^(?:@\w+\s+)*public\s+(?:final\s+)?(?:struct|enum|class|protocol|typealias|actor)\s+(\w+)"#)
        var found: [String: String] = [:]
        for case let file as String in FileManager.default.enumerator(atPath: folder)! where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                guard let match = try pattern.firstMatch(in: String(line)), let name = match.output[1].substring.map(String.init),
                      Self.swiftUITypeNames.contains(name) else { continue }
                found[name] = "\(module)/\(file)"
            }
        }
        return found
    }

    @Test func noReexportedModuleDeclaresASwiftUITypeName() throws {
        let modules = try reexportedModules()
        #expect(modules.contains("Values") && modules.contains("BuiltInComponents"), "Exports.swift was not read")
        var declared: [String: String] = [:]
        for module in modules { declared.merge(try swiftUINamedTypes(in: module)) { a, _ in a } }
        let named = declared.map { "\($0.key) (\($0.value))" }.sorted()
        #expect(named.isEmpty, "public SwiftUI-named types outside PixelproofUI: \(named.joined(separator: ", ")); rename to the domain's word or make them package")
    }
}
