import DescriptionModel
import BuiltInComponents
import DescriptionFormat
import SceneBuilding

/// Turns a view into the description nodes it draws, in an environment. A team's view is asked
/// for its `body` with `@Environment` reading `environment`; a primitive says its nodes. Several
/// nodes come back where a builder gave several views (a stack takes them as its children).
package enum ViewLowering {
    package static func nodes<V: View>(of view: V, in environment: EnvironmentValues) throws -> [Node] {
        if let primitive = view as? any PrimitiveView {
            return try primitive.nodes(in: environment)
        }
        do {
            return try EnvironmentValues.$current.withValue(environment) {
                try nodes(of: view.body, in: environment)
            }
        } catch let error as ViewError {
            throw error.inside(String(describing: V.self))
        }
    }

    /// The one node a view draws: several become a vertical stack, as a view whose body lists
    /// several views is shown in a preview.
    package static func node<V: View>(of view: V, in environment: EnvironmentValues) throws -> Node {
        let nodes = try nodes(of: view, in: environment)
        return nodes.count == 1 ? nodes[0] : .vstack(StackNode(alignment: .horizontal(.center), children: nodes))
    }
}
