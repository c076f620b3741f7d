import DescriptionModel
import PixelproofUICore

/// What a built-in component's slot holds, as the one node the component draws there: the slot's
/// views lowered in the component's environment (so `.font`, the colour scheme and the variant
/// reach them); one view as it is, several in a row centred across (the slot of an IDS row or
/// title is a row), none an empty slot.
func slotNode(_ view: some View, in environment: EnvironmentValues) throws -> Node? {
    let nodes = try ViewLowering.nodes(of: view, in: environment)
    switch nodes.count {
    case 0: return nil
    case 1: return nodes[0]
    default: return .hstack(StackNode(alignment: .vertical(.center), children: nodes))
    }
}
