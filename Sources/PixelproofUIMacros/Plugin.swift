import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct PixelproofUIMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self]
}
