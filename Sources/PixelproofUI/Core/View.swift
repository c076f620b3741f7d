import DescriptionModel
import BuiltInComponents
import DescriptionFormat
import SceneBuilding

/// SwiftUI's `View`: a value whose `body` describes what it draws. A team's own views implement
/// `body`; Pixelproof's primitives (`Text`, `HStack`, `Capsule`, the modifiers) lower straight to
/// a description `Node`, so a view renders through the same layout and paint as a description.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view Pixelproof draws itself: its `body` is `Never` and it says which nodes it is.
package protocol PrimitiveView {
    func nodes(in environment: EnvironmentValues) throws -> [Node]
}
