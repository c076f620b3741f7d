import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Name", traits: …) { body }` → a uniquely named type conforming to
/// `PreviewRegistry` that returns `Preview("Name", traits: …) { body }` and says where it is
/// written. The type's conformance record is how the preview is found at run time
/// (PixelproofTesting's `PreviewDiscovery`), the mechanism that finds `PreviewProvider`s too.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        var arguments = node.arguments
        var body = node.trailingClosure
        // `#Preview(body: { … })`: the closure written as the labelled argument.
        if body == nil, let last = arguments.last, last.label?.text == "body", let closure = last.expression.as(ClosureExprSyntax.self) {
            body = closure
            arguments = LabeledExprListSyntax(arguments.dropLast())
            if let previous = arguments.last {
                arguments = LabeledExprListSyntax(arguments.dropLast() + [previous.with(\.trailingComma, nil)])
            }
        }
        guard let body else {
            throw PreviewMacroError("#Preview needs a body: #Preview(\"Name\") { MyView() }")
        }
        let type = context.makeUniqueName("Preview")
        let id = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let path = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .filePath)
        let fileID = id.map { "\($0.file)" } ?? "#fileID"
        let filePath = path.map { "\($0.file)" } ?? "#filePath"
        let line = id.map { "\($0.line)" } ?? "#line"
        let column = id.map { "\($0.column)" } ?? "#column"
        return ["""
            struct \(type): PixelproofUIPreviewing.PreviewRegistry {
                static var fileID: String { \(raw: fileID) }
                static var filePath: String { \(raw: filePath) }
                static var line: Int { \(raw: line) }
                static var column: Int { \(raw: column) }
                static func makePreview() -> PixelproofUIPreviewing.Preview {
                    PixelproofUIPreviewing.Preview(\(arguments.trimmed)) \(body.trimmed)
                }
            }
            """]
    }
}

struct PreviewMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
