import Testing
@testable import Components

/// "Did you mean" picks the nearest plausible name, and stays quiet when nothing is near.
@Suite struct SuggestionTests {
    @Test func distances() {
        func d(_ a: String, _ b: String) -> Int { Suggestion.distance(Array(a.unicodeScalars), Array(b.unicodeScalars)) }
        #expect(d("primry", "primary") == 1)
        #expect(d("pirmary", "primary") == 1)  // a transposition is one edit
        #expect(d("kitten", "sitting") == 3)
        #expect(d("", "abc") == 3)
        #expect(d("abc", "abc") == 0)
    }

    @Test func nearest() {
        let types = ["primary", "secondary", "tertiary", "detrimental", "instacartPlus"]
        #expect(Suggestion.nearest(to: "primry", among: types) == "primary")
        #expect(Suggestion.nearest(to: "Primary", among: types) == "primary")
        #expect(Suggestion.nearest(to: "tertiery", among: types) == "tertiary")
        #expect(Suggestion.nearest(to: "banana", among: types) == nil)
        #expect(Suggestion.nearest(to: "mb", among: ["md", "lg"]) == "md")
        #expect(Suggestion.nearest(to: "ab", among: ["xy"]) == nil)
        #expect(Suggestion.nearest(to: "", among: types) == nil)
    }

    @Test func tiesGoToTheFirstCandidate() {
        #expect(Suggestion.nearest(to: "mdd", among: ["md", "mdx"]) == "md")
        #expect(Suggestion.nearest(to: "mdd", among: ["mdx", "md"]) == "mdx")
    }
}
