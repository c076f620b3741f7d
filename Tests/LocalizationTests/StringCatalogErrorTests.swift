import Localization
import Testing

/// A bad catalog is an error naming file:line:column and the fix, never a wrong picture.
@Suite struct StringCatalogErrorTests {
    func error(_ text: String) -> String? {
        #expect(throws: LocalizationError.self) { try StringCatalog.parse(xcstrings: Array(text.utf8), file: "L.xcstrings") }?.description
    }

    @Test func notJSON() {
        #expect(error("{ \"sourceLanguage\": \"en\", }") == "L.xcstrings:1:27: expected a quoted key; a comma before '}' is not allowed in JSON: remove the trailing comma; a String Catalog is JSON as Xcode writes it")
    }

    @Test func noSourceLanguage() {
        #expect(error("{ \"strings\": {} }")?.hasPrefix("L.xcstrings:1:1: the catalog has no \"sourceLanguage\"") == true)
    }

    @Test func aMisspelledKeyIsNamedWithTheRightOne() {
        let text = """
        { "sourceLanguage": "en", "strings": { "k": { "localizations": {
          "de": { "stringUnit": { "state": "translated", "valeu": "x" } } } } } }
        """
        #expect(error(text) == "L.xcstrings:2:50: unknown key \"valeu\" in the stringUnit of key \"k\" (de); did you mean \"value\"?")
    }

    @Test func aBadSpecifierAtItsLine() {
        let text = """
        { "sourceLanguage": "en", "strings": { "k": { "localizations": {
          "de": { "stringUnit": { "state": "translated", "value": "100% sicher" } } } } } }
        """
        #expect(error(text) == ("L.xcstrings:2:59: key \"k\" (de): '% s' is a C-string specifier (%s), which a Swift String cannot fill; use %@ for text; write '%%' for a percent sign"))
    }

    @Test func pluralsNeedOther() {
        let text = """
        { "sourceLanguage": "en", "strings": { "k": { "localizations": {
          "de": { "variations": { "plural": { "one": { "stringUnit": { "state": "translated", "value": "x" } } } } } } } } }
        """
        #expect(error(text)?.contains("have no \"other\"") == true)
    }

    @Test func aPluralCategoryMustBeCLDRs() {
        let text = """
        { "sourceLanguage": "en", "strings": { "k": { "localizations": {
          "de": { "variations": { "plural": { "single": { "stringUnit": { "value": "x" } } } } } } } } }
        """
        #expect(error(text)?.hasPrefix("L.xcstrings:2:39: \"single\" in key \"k\" (de) is not a plural category") == true)
    }

    @Test func aSubstitutionMustExist() {
        let text = """
        { "sourceLanguage": "en", "strings": { "k": { "localizations": {
          "en": { "stringUnit": { "value": "%#@filez@" }, "substitutions": {
            "files": { "argNum": 1, "formatSpecifier": "lld", "variations": { "plural": { "other": { "stringUnit": { "value": "%arg files" } } } } } } } } } } }
        """
        #expect(error(text) == "L.xcstrings:2:36: key \"k\" (en): %#@filez@ names no substitution; did you mean \"files\"?")
    }
}
