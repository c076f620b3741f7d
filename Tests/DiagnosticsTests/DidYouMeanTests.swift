import Diagnostics
import Testing

/// "Did you mean" picks the nearest plausible names, closest first, and stays quiet when nothing
/// is near.
@Suite struct DidYouMeanTests {
    @Test func distances() {
        #expect(DidYouMean.distance("primry", "primary") == 1)
        #expect(DidYouMean.distance("pirmary", "primary") == 1)  // a transposition is one edit
        #expect(DidYouMean.distance("buttonPrimayBg", "buttonPrimaryBg") == 1)
        #expect(DidYouMean.distance("kitten", "sitting") == 3)
        #expect(DidYouMean.distance("", "abc") == 3)
        #expect(DidYouMean.distance("abc", "abc") == 0)
    }

    @Test func nearest() {
        let types = ["primary", "secondary", "tertiary", "detrimental", "instacartPlus"]
        #expect(DidYouMean.nearest(to: "primry", among: types) == "primary")
        #expect(DidYouMean.nearest(to: "Primary", among: types) == "primary")
        #expect(DidYouMean.nearest(to: "tertiery", among: types) == "tertiary")
        #expect(DidYouMean.nearest(to: "banana", among: types) == nil)
        #expect(DidYouMean.nearest(to: "mb", among: ["md", "lg"]) == "md")
        #expect(DidYouMean.nearest(to: "ab", among: ["xy"]) == nil)
        #expect(DidYouMean.nearest(to: "", among: types) == nil)
    }

    @Test func severalAreClosestFirstAndBounded() {
        #expect(DidYouMean.suggestions(for: "idss", in: ["web", "ds", "ids"]) == ["ids"])
        #expect(DidYouMean.suggestions(for: "buttonPrimayBg", in: ["buttonSecondaryBg", "buttonPrimaryBg"]) == ["buttonPrimaryBg"])
        #expect(DidYouMean.suggestions(for: "zzzzzz", in: ["ids", "ds", "web"]).isEmpty)
        #expect(DidYouMean.suggestions(for: "color", in: ["colour", "colors", "collar", "colr"], limit: 2) == ["colour", "colors"])
        // The word itself is no suggestion.
        #expect(DidYouMean.suggestions(for: "md", in: ["xs", "sm", "md", "lg"]).isEmpty)
    }

    @Test func tiesGoToTheFirstCandidate() {
        #expect(DidYouMean.nearest(to: "mdd", among: ["md", "mdx"]) == "md")
        #expect(DidYouMean.nearest(to: "mdd", among: ["mdx", "md"]) == "mdx")
    }

    @Test func theClauseIsReadyToAppend() {
        #expect(DidYouMean.clause(for: "primry", among: ["primary"]) == " (did you mean \"primary\"?)")
        #expect(DidYouMean.clause(for: "xyz", among: ["primary"]) == "")
    }

    /// Equally close names that differ only in a trailing number: the nearest number wins.
    @Test func theNearestOrdinalWinsATie() {
        let sizes = ["xSmall", "small", "medium", "large", "AX1", "AX2", "AX3", "AX4", "AX5"]
        #expect(DidYouMean.nearest(to: "AX6", among: sizes) == "AX5")
        #expect(DidYouMean.nearest(to: "AX0", among: sizes) == "AX1")
        #expect(DidYouMean.nearest(to: "grayscale21", among: ["grayscale00", "grayscale20", "grayscale70"]) == "grayscale20")
    }
}

/// A name written with one part of it left out (`leadIcon` for `leadingIcon`) is three edits
/// away, past the budget of an eight-letter word, yet plainly meant (issue 46, item 17).
@Suite struct ShortenedNameTests {
    @Test func aNameWithAPartLeftOutIsSuggested() {
        #expect(DidYouMean.nearest(to: "leadIcon", among: ["title", "leadingIcon"]) == "leadingIcon")
        #expect(DidYouMean.clause(for: "bgColor", among: ["backgroundColor"]) == "")
        // A close spelling still comes first.
        #expect(DidYouMean.suggestions(for: "leadIcon", in: ["leadingIcon", "leafIcon"]) == ["leafIcon", "leadingIcon"])
        // Short words and halves of names are not guesses.
        #expect(DidYouMean.nearest(to: "ln", among: ["leadingIcon"]) == nil)
        #expect(DidYouMean.nearest(to: "lon", among: ["leadingIcon"]) == nil)
    }
}
