import Testing
@testable import DesignTokens

/// Did-you-mean distances (optimal string alignment).
@Suite struct EditDistanceTests {
    @Test func distances() {
        #expect(EditDistance.distance("primry", "primary") == 1)
        #expect(EditDistance.distance("buttonPrimayBg", "buttonPrimaryBg") == 1)
        #expect(EditDistance.distance("ab", "ba") == 1)  // a transposition is one mistake
        #expect(EditDistance.distance("", "abc") == 3)
        #expect(EditDistance.distance("kitten", "sitting") == 3)
    }

    @Test func suggestionsAreClosestFirstAndBounded() {
        #expect(DidYouMean.suggestions(for: "idss", in: ["ids", "ds", "web"]) == ["ids", "ds"])
        #expect(DidYouMean.suggestions(for: "zzzzzz", in: ["ids", "ds", "web"]).isEmpty)
        #expect(DidYouMean.suggestions(for: "md", in: ["xs", "sm", "md", "lg"], limit: 1) == ["md"])
    }
}
