import ArgumentParser
import Components

/// `--text-size`, `--direction`, `--pseudo-locale`: one variant laid over each description's own
/// (the command line wins over the document).
struct VariantFlags: ParsableArguments {
    @Option(name: .customLong("text-size"), help: ArgumentHelp("The Dynamic Type category: xSmall … xxxLarge, AX1 … AX5.", valueName: "size"))
    var textSize: String?

    @Option(help: ArgumentHelp("Layout direction: ltr or rtl.", valueName: "ltr|rtl"))
    var direction: String?

    @Option(name: .customLong("pseudo-locale"), help: ArgumentHelp("none, accented or doubleLength.", valueName: "name"))
    var pseudoLocale: String?

    /// The flags given, as axis choices of one value each.
    var choices: [(axis: String, values: [String])] {
        [("textSize", textSize), ("direction", direction), ("pseudoLocale", pseudoLocale)].compactMap { axis, value in
            value.map { (axis, [$0]) }
        }
    }

    func validate() throws {
        do { _ = try VariantAxis.assignments(choices) } catch { throw ValidationError(error.message) }
    }

    /// The one assignment the flags make (empty when none is given).
    func assignment() throws -> VariantAssignment {
        do { return try VariantAxis.assignments(choices).first ?? VariantAssignment(values: []) } catch { throw ValidationError(error.message) }
    }
}

/// `--variants AXIS=V1,V2` (repeatable) with the one-variant flags: the cross product to render.
/// File and golden names append the non-default values (`NAME.AX3.rtl@2x.png`), Figma names
/// `NAME (AX3, rtl)`; the default variant keeps its names.
struct VariantMatrixFlags: ParsableArguments {
    @Option(name: .customLong("variants"), help: ArgumentHelp(
        "Render every combination: AXIS=V1,V2 (repeatable). AXIS: textSize, direction, pseudoLocale.", valueName: "axis=values"))
    var variants: [String] = []

    @OptionGroup var single: VariantFlags

    func validate() throws { _ = try assignments() }

    func assignments() throws -> [VariantAssignment] {
        var choices: [(axis: String, values: [String])] = []
        for written in variants {
            let parts = written.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else {
                throw ValidationError("--variants \(written): write AXIS=V1,V2 (textSize=large,AX3, direction=ltr,rtl, pseudoLocale=none,accented)")
            }
            choices.append((String(parts[0]), parts[1].split(separator: ",").map(String.init)))
        }
        do { return try VariantAxis.assignments(single.choices + choices) } catch { throw ValidationError(error.message) }
    }
}
