import Testing
import DesignTokens
import Values

/// The uniform runtime lookup the description parser resolves names through.
@Suite struct TokenLookupTests {
    @Test func fullNamesResolveInEverySystem() throws {
        #expect(try TokenSystem.ids.resolve("color.buttonPrimaryBg", as: .color).get().value.color?.hex == "#108910")
        #expect(try TokenSystem.ids.resolve("typography.headline", as: .typography).get().value.typography?.size == 24)
        #expect(try TokenSystem.ids.resolve("spacing.md", as: .spacing).get().value.points == 12)
        #expect(try TokenSystem.ds.resolve("color.primitiveBlack", as: .color).get().value.color?.hex == "#000000")
        #expect(try TokenSystem.ds.resolve("spacing.s16", as: .spacing).get().value.points == 16)
        #expect(try TokenSystem.ds.resolve("typography.title", as: .typography).get().value.typography?.size == 36)
        let web = TokenSystem.web
        #expect(try web.resolve("color.primary-500", as: .color).get().value.color?.hex == "#8b5cf6")
        #expect(try web.resolve("color.accent-400", as: .color).get().value.color?.hex == "#e879f9")
        #expect(try web.resolve("color.neutral-200", as: .color).get().value.color?.hex == "#e2e8f0")
        #expect(try web.resolve("color.success", as: .color).get().value.color?.hex == "#22c55e")
        #expect(try web.resolve("spacing.2xl", as: .spacing).get().value.points == 48)
        #expect(try web.resolve("radius.2xl", as: .radius).get().value.points == 24)
        #expect(try web.resolve("shadow.lg", as: .shadow).get().value == .shadow(WebShadow.lg))
        #expect(try web.resolve("glow.purple", as: .glow).get().value == .shadow(WebGlow.purple))
        #expect(try web.resolve("gradient.neon", as: .gradient).get().value == .gradient(WebGradient.neon))
        #expect(try web.resolve("fontSize.base", as: .fontSize).get().value == .fontSize(.px(16)))
        #expect(try web.resolve("fontWeight.semibold", as: .fontWeight).get().value == .fontWeight(600))
        #expect(try web.resolve("lineHeight.tight", as: .lineHeight).get().value == .lineHeight(1.2))
        #expect(try web.resolve("letterSpacing.wide", as: .letterSpacing).get().value == .letterSpacing(.px(0.5)))
        #expect(try web.resolve("opacity.50", as: .opacity).get().value == .opacity(0.5))
        #expect(try web.resolve("typography.heading-1", as: .typography).get().value == .typography(WebTypography.heading1))
    }

    @Test func bareNamesTakeTheGroupTheRoleMakesClear() throws {
        #expect(try TokenSystem.ids.resolve("buttonPrimaryBg", as: .color).get().fullName == "color.buttonPrimaryBg")
        #expect(try TokenSystem.ids.resolve("md", as: .spacing).get().fullName == "spacing.md")
        #expect(try TokenSystem.ids.resolve("title", as: .typography).get().fullName == "typography.title")
        // web md is both a spacing (16) and a radius (8): the role decides.
        #expect(try TokenSystem.web.resolve("md", as: .spacing).get().value.points == 16)
        #expect(try TokenSystem.web.resolve("md", as: .radius).get().value.points == 8)
        #expect(try TokenSystem.web.resolve("lg", as: .shadow).get().fullName == "shadow.lg")
        #expect(try TokenSystem.web.resolve("purple", as: .glow).get().fullName == "glow.purple")
        #expect(try TokenSystem.web.resolve("neon", as: .gradient).get().fullName == "gradient.neon")
        #expect(try TokenSystem.web.resolve("primary-500", as: .color).get().fullName == "color.primary-500")
        #expect(try TokenSystem.web.resolve("heading-1", as: .typography).get().fullName == "typography.heading-1")
        #expect(try TokenSystem.web.resolve("50", as: .opacity).get().value == .opacity(0.5))
        // A shadow slot accepts a glow by its bare name when no shadow has it.
        #expect(try TokenSystem.web.resolve("cyan", as: .shadow).get().fullName == "glow.cyan")
    }

    @Test func lookupByGroupAndName() {
        #expect(TokenSystem.ids.lookup(group: "color", name: "grayscale80") == .color(RGBAColor(0x242529)))
        #expect(TokenSystem.ids.lookup(group: "color", name: "nope") == nil)
        #expect(TokenSystem.builtIn("web")?.lookup(group: "radius", name: "full") == .dimension(.px(9999)))
        #expect(TokenSystem.builtIn("material") == nil)
    }

    @Test func matchingIsCaseSensitive() {
        guard case .failure(let e) = TokenSystem.ids.resolve("ButtonPrimaryBg", as: .color) else {
            Issue.record("a name in the wrong case must not resolve"); return
        }
        guard case .notFound(let suggestions) = e.reason else { Issue.record("expected notFound"); return }
        #expect(suggestions.first == "buttonPrimaryBg")
    }

    @Test func misspeltNameSuggestsTheNearest() {
        guard case .failure(let e) = TokenSystem.ids.resolve("buttonPrimayBg", as: .color) else {
            Issue.record("expected a failure"); return
        }
        guard case .notFound(let suggestions) = e.reason else { Issue.record("expected notFound"); return }
        #expect(suggestions.first == "buttonPrimaryBg")
        #expect(e.message.contains("did you mean \"buttonPrimaryBg\""))
        #expect(e.message.contains("pixelproof tokens --system ids"))
        #expect(TokenSystem.web.suggestions(for: "primery-500", as: .color).first == "primary-500")
        #expect(TokenSystem.ids.suggestions(for: "spacing.mdd").first == "spacing.md")
    }

    @Test func wrongKindIsNamed() {
        guard case .failure(let e) = TokenSystem.web.resolve("color.primary-500", as: .spacing) else {
            Issue.record("a colour is not a spacing"); return
        }
        #expect(e.reason == .wrongKind(.color))
        #expect(e.suggestions.isEmpty)
        #expect(e.message == "token \"color.primary-500\" is a color, not a spacing; use a spacing token")
    }

    @Test func ambiguousBareNameAsksForTheFullName() throws {
        let system = TokenSystem(name: "f.json", tokens: [
            Token(group: "brand", name: "main", value: .color(.black)),
            Token(group: "accent", name: "main", value: .color(.white)),
        ])
        guard case .failure(let e) = system.resolve("main", as: .color) else { Issue.record("expected ambiguity"); return }
        #expect(e.reason == .ambiguous(["brand.main", "accent.main"]))
        #expect(e.suggestions == ["brand.main", "accent.main"])
        #expect(try system.resolve("accent.main", as: .color).get().value == .color(.white))
    }

    @Test func everyTokenListedOnceInADeterministicOrder() {
        for system in [TokenSystem.ids, .ds, .web] {
            let names = system.tokens.map(\.fullName)
            #expect(Set(names).count == names.count, "\(system.name) has duplicate names")
            #expect(system.tokens == TokenSystem.builtIn(system.name)!.tokens)
        }
        #expect(TokenSystem.ids.tokens.count == 42 + 9 + 9)
        #expect(TokenSystem.ds.tokens.count == 52 + 7 + 17 + 4)
    }
}
