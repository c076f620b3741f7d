import DesignTokens
import Testing
@testable import BuiltInComponents
@testable import DescriptionFormat
@testable import SceneBuilding

/// The token pass finds every unknown name, each with its place, key path and did-you-mean.
@Suite struct TokenValidationTests {
    let tokens = SmallTokenSystem.tokens

    @Test func knownNamesPass() throws {
        let document = try parse("""
            system: ids
            canvas: {width: 375, background: grayscale00, padding: {top: sm, leading: md}}
            content:
              vstack:
                spacing: 2xl
                padding: spacing.md
                background: color.contentPrimary
                children:
                  - text: {string: Hi, style: typography.title, color: contentSecondary}
                  - shape: {kind: roundedRect, cornerRadius: lg, fill: {gradient: primary}, shadow: [md, lg], glow: purple,
                            border: {width: 1, color: borderPrimary}}
                  - spacer: {minLength: sm}
            """)
        #expect(validateTokens(document, tokens: tokens).isEmpty)
        try checkTokens(document, tokens: tokens)
    }

    @Test func everyUnknownNameIsReportedInDocumentOrder() throws {
        let document = try parse("""
            system: ids
            canvas: {width: 375, background: grayscale0}
            content:
              vstack:
                padding: mdd
                children:
                  - text: {string: Hi, style: titel, color: contentSecundary}
                  - shape:
                      kind: roundedRect
                      cornerRadius: xl
                      fill: {linearGradient: {stops: [{color: contentPrimary}, {color: bordrPrimary}]}}
                      shadow: [md, xxl]
                      glow: purpel
                  - path: {d: M0 0 L1 1, stroke: {width: 1, color: red}}
            """, file: "page.yaml")
        let errors = validateTokens(document, tokens: tokens)
        // Each message goes on to list the tokens of its kind; the first clause is the finding.
        let lines = errors.map { $0.description.components(separatedBy: "; ")[0] }
        #expect(lines == [
            "page.yaml:2:34: canvas.background: unknown colour token \"grayscale0\" in the ids system (did you mean \"grayscale00\"?)",
            "page.yaml:5:14: content.vstack.padding: unknown spacing token \"mdd\" in the ids system (did you mean \"md\"?)",
            "page.yaml:7:35: content.vstack.children[0].text.style: unknown typography token \"titel\" in the ids system (did you mean \"title\"?)",
            "page.yaml:7:49: content.vstack.children[0].text.color: unknown colour token \"contentSecundary\" in the ids system (did you mean \"contentSecondary\"?)",
            "page.yaml:10:25: content.vstack.children[1].shape.cornerRadius: unknown radius token \"xl\" in the ids system (did you mean \"2xl\"?)",
            "page.yaml:11:76: content.vstack.children[1].shape.fill.linearGradient.stops[1].color: unknown colour token \"bordrPrimary\" in the ids system (did you mean \"borderPrimary\"?)",
            "page.yaml:12:24: content.vstack.children[1].shape.shadow[1]: unknown shadow token \"xxl\" in the ids system",
            "page.yaml:13:17: content.vstack.children[1].shape.glow: unknown glow token \"purpel\" in the ids system (did you mean \"purple\"?)",
            "page.yaml:14:56: content.vstack.children[2].path.stroke.color: unknown colour token \"red\" in the ids system",
        ])
        #expect(errors.map(\.suggestion) == ["grayscale00", "md", "title", "contentSecondary", "2xl", "borderPrimary", nil, "purple", nil])
        #expect(throws: DescriptionErrors(errors)) { try checkTokens(document, tokens: tokens) }
    }

    @Test func aNameOfTheWrongKindIsUnknown() throws {
        // `md` is a spacing and a shadow, not a colour.
        let document = try parse(idsDocument("icon: {name: home, color: md}"))
        let errors = validateTokens(document, tokens: tokens)
        #expect(errors.map(\.path.description) == ["content.icon.color"])
        #expect(errors.first?.message.hasPrefix("unknown colour token \"md\" in the ids system; colour tokens: contentPrimary") == true)
    }

    @Test func wrongGroupPrefixIsUnknown() throws {
        let document = try parse(idsDocument("vstack: {spacing: color.md}"))
        #expect(validateTokens(document, tokens: tokens).map(\.path.description) == ["content.vstack.spacing"])
    }

    @Test func tokensInsideComponentSlotsAreChecked() throws {
        let document = try parse(idsDocument("sectionTitle: {title: Deals, trailing: {icon: {name: close, color: contentPrimry}}}"))
        let errors = validateTokens(document, tokens: tokens)
        #expect(errors.map(\.path.description) == ["content.sectionTitle.trailing.icon.color"])
        #expect(errors.first?.suggestion == "contentPrimary")
    }

    @Test func literalsNeedNoResolver() throws {
        let document = try parse(idsDocument("shape: {kind: rect, fill: \"#ff000080\", shadow: {y: 2, blur: 4, color: \"#00000040\"}}"))
        #expect(validateTokens(document, tokens: tokens).isEmpty)
    }
}
