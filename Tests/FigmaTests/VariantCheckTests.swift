@testable import Figma
import Testing

/// The rules of `figma check` on one component and one set, without a server.
@Suite struct VariantCheckTests {
    let chip = LibraryComponent(name: "Chip", figmaName: "Acme.Chip", place: "chips.yaml:3:3", props: [
        .init(name: "size", values: ["small", "large"]), .init(name: "isSelected", values: nil),
    ])

    func set(_ properties: [String: ComponentPropertyDefinition]) -> FigmaNode {
        FigmaNode(id: "1:2", name: "Acme.Chip", type: FigmaNode.componentSet, componentPropertyDefinitions: properties)
    }

    @Test func aMatchingSetHasNoDrift() {
        #expect(VariantCheck.drifts(chip, against: set([
            "size": .init(type: .variant, variantOptions: ["large", "small"]),
            " isSelected ": .init(type: .variant, variantOptions: ["True", "False"]),
            "label#4:1": .init(type: .text), "icon#4:2": .init(type: .instanceSwap),
        ])).isEmpty)
    }

    @Test func aBooleanPropertyMatchesABoolPropWithoutItsIDSuffix() {
        #expect(VariantCheck.drifts(chip, against: set([
            "size": .init(type: .variant, variantOptions: ["small", "large"]), "isSelected#12:3": .init(type: .boolean),
        ])).isEmpty)
        // A VARIANT property's name keeps its "#": it is the name the designer gave.
        #expect(VariantCheck.drifts(chip, against: set([
            "size": .init(type: .variant, variantOptions: ["small", "large"]), "isSelected#2": .init(type: .variant, variantOptions: ["true", "false"]),
        ])) == [
            "chips.yaml:3:3: Chip (Acme.Chip): Figma's VARIANT property \"isSelected#2\" has no enum or bool prop in the component (did you mean \"isSelected\"?)",
            "chips.yaml:3:3: Chip (Acme.Chip): the component's prop \"isSelected\" has no Figma property (did you mean \"isSelected#2\"?)",
        ])
    }

    @Test func namesAreMatchedCaseSensitivelyWithAHint() {
        #expect(VariantCheck.drifts(chip, against: set([
            "Size": .init(type: .variant, variantOptions: ["small", "large"]), "isSelected": .init(type: .boolean),
        ])) == [
            "chips.yaml:3:3: Chip (Acme.Chip): Figma's VARIANT property \"Size\" has no enum or bool prop in the component (did you mean \"size\"?)",
            "chips.yaml:3:3: Chip (Acme.Chip): the component's prop \"size\" has no Figma property (did you mean \"Size\"?)",
        ])
    }

    @Test func aBoolPropAgainstOtherValuesOrAKindMismatch() {
        let lines = VariantCheck.drifts(chip, against: set([
            "size": .init(type: .boolean), "isSelected": .init(type: .variant, variantOptions: ["on", "false"]),
        ]))
        #expect(lines == [
            "chips.yaml:3:3: Chip (Acme.Chip): Figma's isSelected has \"on\", the component's bool has not (a bool matches true/false or True/False)",
            "chips.yaml:3:3: Chip (Acme.Chip): the component's bool isSelected has true, Figma's isSelected has not",
            "chips.yaml:3:3: Chip (Acme.Chip): Figma's size is a BOOLEAN property, the component's prop is an enum; make it a bool prop or the Figma property a VARIANT",
        ])
    }

    @Test func aMissingSetIsOneLineWithTheClosestName() {
        #expect(VariantCheck.drifts(chip, against: nil, suggestions: ["Acme.Chips"])
                == ["chips.yaml:3:3: Chip (Acme.Chip): no component set named \"Acme.Chip\" in the file (did you mean \"Acme.Chips\"?)"])
    }
}
