import DescriptionModel
import DescriptionFormat
import DesignTokens
import DisplayList
import Layout
import Values
import SceneBuilding
import Testing
import Typesetting

/// Lowering finds a component's drawing through `ComponentDrawing` alone: the model holds any
/// `Component`, and one that no layer knows how to draw is an error at its place, not a crash.
@Suite struct ComponentDrawingTests {
    /// A component with a kind and a drawing: a 30 × 10 shape.
    struct Bar: ComponentDrawing {
        static let kind = "bar"
        static let system = SystemReference.ids
        func lower(_ lowering: inout Lowering, at path: String) throws -> LayoutElement {
            try lowering.lower(.shape(ShapeNode(kind: .rect, width: 30, height: 10, fill: .color(.literal(.black)))), at: path)
        }
    }

    /// A component the model can hold but nothing draws.
    struct Undrawn: Component {
        static let kind = "undrawn"
        static let system = SystemReference.ids
    }

    func displayList(_ content: Node) throws -> DisplayList {
        let document = Document(system: .ids, canvas: CanvasSpec(width: 40), content: content)
        let context = RenderContext(tokens: TokenSystem.builtIn("ids")!, typesetter: Typesetter(registry: FontRegistry(commandLineFolders: [])),
                                    scale: 1, loadImage: { file in throw RenderError(file.given, "no images here") })
        return try SceneBuilder.displayList(for: document, context: context)
    }

    @Test func aComponentIsDrawnThroughItsDrawing() throws {
        let list = try displayList(.component(ComponentNode(Bar())))
        #expect(list.height == 10)
    }

    @Test func aComponentWithoutADrawingIsAnErrorNamingIt() {
        #expect { _ = try displayList(.component(ComponentNode(Undrawn()))) } throws: { error in
            (error as? RenderError)?.description == "content.undrawn: the component Undrawn has no drawing"
        }
    }
}
