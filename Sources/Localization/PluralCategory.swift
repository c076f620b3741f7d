/// CLDR's plural categories, the keys of a catalog's `plural` variations and of a `.stringsdict`
/// rule. Which of them a language uses, and for which numbers, is CLDR's data (`PluralRules`).
package enum PluralCategory: String, CaseIterable, Hashable, Sendable {
    case zero, one, two, few, many, other
}
