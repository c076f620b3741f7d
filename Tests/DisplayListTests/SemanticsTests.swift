import DisplayList
import Testing
import Values

/// What painters record beside the items, and how the lowering names it.
@Suite struct SemanticsTests {
    @Test func entriesAreNamedByThePainterThatDrewThem() {
        var semantics = Semantics()
        let frame = Rect(x: 0, y: 0, width: 10, height: 10)
        semantics.texts.append(TextSemantics(path: "content.text", string: "kept", frame: frame, items: 0..<1, isCut: false))
        let mark = semantics.mark
        semantics.texts.append(TextSemantics(string: "unnamed", frame: frame, items: 1..<2, isCut: false))
        semantics.elements.append(ElementSemantics(path: ".tabs[1]", role: .tab, frame: frame, items: 1..<2))
        semantics.name(since: mark, path: "content.tabs")
        #expect(semantics.texts.map(\.path) == ["content.text", "content.tabs"])
        #expect(semantics.elements.map(\.path) == ["content.tabs.tabs[1]"])
    }

    @Test func anOpenedElementHoldsTheItemsUntilItIsClosed() {
        var semantics = Semantics()
        let frame = Rect(x: 0, y: 0, width: 44, height: 44)
        semantics.open(ElementSemantics(role: .button, frame: frame, items: 0..<0), at: 3)
        semantics.open(ElementSemantics(role: .image, frame: frame, items: 0..<0), at: 4)
        semantics.close(at: 6)
        semantics.close(at: 9)
        #expect(semantics.elements.map(\.items) == [3..<9, 4..<6])
    }
}
