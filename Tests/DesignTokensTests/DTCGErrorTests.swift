import Files
import Testing
import DesignTokens

/// Bad token files are refused with a message that names the file, line, column and token path.
@Suite struct DTCGErrorTests {
    func failure(_ json: String) -> TokenFileError? {
        do {
            _ = try readTokens(json)
            return nil
        } catch {
            return error
        }
    }

    @Test func aliasCycleNamesTheChain() throws {
        let e = try #require(failure("""
        {
          "color": {
            "$type": "color",
            "a": { "$value": "{color.b}" },
            "b": { "$value": "{color.c}" },
            "c": { "$value": "{color.a}" }
          }
        }
        """))
        #expect(e.path == "color.a")
        #expect(e.message.hasPrefix("alias cycle: color.a → color.b → color.c → color.a"))
        #expect(e.description.hasPrefix("tokens.json:4:22: color.a: alias cycle"))
    }

    @Test func selfReferenceIsACycle() throws {
        let e = try #require(failure(#"{ "x": { "$type": "number", "$value": "{x}" } }"#))
        #expect(e.message.hasPrefix("alias cycle: x → x"))
    }

    @Test func unresolvedAliasSuggestsTheNearestToken() throws {
        let e = try #require(failure("""
        {
          "color": {
            "$type": "color",
            "brand": { "$value": "#108910" },
            "action": { "$value": "{color.bran}" }
          }
        }
        """))
        #expect(e.path == "color.action")
        #expect(e.line == 5 && e.column == 27)
        #expect(e.message == #"unresolved alias {color.bran}: not a token in this file (did you mean "{color.brand}"?)"#)
    }

    @Test func aliasToAGroupIsRefused() throws {
        let e = try #require(failure(##"{ "color": { "$type": "color", "a": { "$value": "#fff" } }, "x": { "$value": "{color}" } }"##))
        #expect(e.message.contains("{color}: a group, not a token"))
    }

    @Test func wrongTypeNamesTheTokenAndTheShape() throws {
        let e = try #require(failure(#"{ "color": { "$type": "color", "brand": { "$value": "16px" } } }"#))
        #expect(e.path == "color.brand")
        #expect(e.message.hasPrefix("cannot read the colour \"16px\""))
        let d = try #require(failure(#"{ "space": { "$type": "dimension", "m": { "$value": true } } }"#))
        #expect(d.path == "space.m" && d.message.contains("expected a dimension"))
        let w = try #require(failure(#"{ "w": { "$type": "fontWeight", "$value": "heavyish" } }"#))
        #expect(w.message.hasPrefix("unknown font weight \"heavyish\""))
        let s = try #require(failure(#"{ "s": { "$type": "shadow", "$value": { "offsetX": "1px" } } }"#))
        #expect(s.path == "s" && s.message == "missing \"color\"")
    }

    @Test func unknownTypeSuggestsAKnownOne() throws {
        let e = try #require(failure(##"{ "c": { "$type": "colr", "$value": "#fff" } }"##))
        #expect(e.message.hasPrefix("unknown $type \"colr\" (did you mean \"color\"?)"))
    }

    @Test func missingTypeAsksForOne() throws {
        let e = try #require(failure(#"{ "gap": { "$value": "8px" } }"#))
        #expect(e.path == "gap" && e.message.hasPrefix("has no $type"))
    }

    @Test func invalidJSONGivesLineAndColumn() throws {
        let e = try #require(failure("{\n  \"a\": { \"$value\": 1,, }\n}"))
        #expect(e.line == 2 && e.column == 22)  // the second comma
        #expect(e.message.contains("not valid JSON"))
        let top = try #require(failure("[1, 2]"))
        #expect(top.message.contains("a token file is a JSON object"))
    }

    @Test func extendsCycleIsRefused() throws {
        let e = try #require(failure(#"{ "a": { "$extends": "{b}" }, "b": { "$extends": "{a}" } }"#))
        #expect(e.message.hasPrefix("$extends cycle"))
    }

    @Test func unsupportedTypesAreListedNotLost() throws {
        let file = try readTokens(##"{ "motion": { "fast": { "$type": "duration", "$value": { "value": 100, "unit": "ms" } } }, "c": { "$type": "color", "$value": "#fff" } }"##)
        #expect(file.skipped == ["motion.fast (duration)"])
        #expect(file.system.tokens.map(\.fullName) == ["c"])
    }
}

/// Limits that keep hostile files from crashing the reader.
@Suite struct TokenFileLimitTests {
    /// Each token refers to the next one, so resolving the first walks the whole chain.
    func chain(_ n: Int) -> String {
        var members: [String] = []
        for i in 0..<n { members.append(#""t\#(i)": { "$value": "{t\#(i + 1)}" }"#) }
        members.append(#""t\#(n)": { "$type": "number", "$value": 1 }"#)
        return "{" + members.joined(separator: ",") + "}"
    }

    @Test func overlongAliasChainIsAnError() throws {
        do {
            _ = try readTokens(chain(300))
            Issue.record("expected a failure")
        } catch {
            #expect(error.message.hasPrefix("references nest deeper than 256 tokens"))
        }
        let file = try readTokens(chain(200))
        #expect(file.system.token(fullName: "t0")?.value == .number(1))
    }
}
