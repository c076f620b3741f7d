import ArgumentParser
import BuiltInComponents
import DescriptionFormat
import SceneBuilding

/// `--text-size`, `--direction`, `--pseudo-locale`, `--locale`: one variant laid over each description's own
/// (the command line wins over the document).
struct VariantFlags: ParsableArguments {
    @Option(name: .customLong("text-size"), help: ArgumentHelp("The Dynamic Type category: xSmall … xxxLarge, AX1 … AX5.", valueName: "size"))
    var textSize: String?

    @Option(help: ArgumentHelp("Layout direction: ltr or rtl.", valueName: "ltr|rtl"))
    var direction: String?

    @Option(name: .customLong("pseudo-locale"), help: ArgumentHelp("none, accented or doubleLength.", valueName: "name"))
    var pseudoLocale: String?

    @Option(help: ArgumentHelp("The language texts are drawn in (de, ar, pt-BR): the catalog's translations, formats and direction.", valueName: "id"))
    var locale: String?

    @Option(name: .customLong("context"), help: ArgumentHelp(
        "A token resolver context: MODIFIER=CONTEXT, as theme=dark (repeatable).", valueName: "modifier=context"))
    var contexts: [String] = []

    /// The flags given, as axis choices of one value each.
    var choices: [(axis: String, values: [String])] {
        get throws {
            var result = [("textSize", textSize), ("direction", direction), ("pseudoLocale", pseudoLocale), ("locale", locale)].compactMap { axis, value in
                value.map { (axis, [$0]) }
            }
            for written in contexts {
                let parts = written.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, !parts[1].isEmpty, VariantAxis(rawValue: parts[0]) == nil else {
                    throw ValidationError("--context \(written): write MODIFIER=CONTEXT, as theme=dark")
                }
                result.append((parts[0], [parts[1]]))
            }
            return result
        }
    }

    func validate() throws {
        do { _ = try VariantAxis.assignments(try choices) } catch let error as VariantError { throw ValidationError(error.message) }
    }

    /// The one assignment the flags make (empty when none is given).
    func assignment() throws -> VariantAssignment {
        do { return try VariantAxis.assignments(try choices).first ?? VariantAssignment(values: []) } catch let error as VariantError {
            throw ValidationError(error.message)
        }
    }
}

/// `--variants AXIS=V1,V2` (repeatable) with the one-variant flags: the cross product to render.
/// File and golden names append the non-default values (`NAME.AX3.rtl@2x.png`), Figma names
/// `NAME (AX3, rtl)`; the default variant keeps its names.
struct VariantMatrixFlags: ParsableArguments {
    @Option(name: .customLong("variants"), help: ArgumentHelp(
        "Render every combination: AXIS=V1,V2 (repeatable). AXIS: textSize, direction, pseudoLocale, locale (locale=en,de,ar,ja), or a token resolver's modifier (theme=light,dark).", valueName: "axis=values"))
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
        do { return try VariantAxis.assignments(try single.choices + choices) } catch let error as VariantError {
            throw ValidationError(error.message)
        }
    }
}
