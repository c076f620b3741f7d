import Audit
import Testing
import Values

/// Text contrast on the drawn pixels, at and around WCAG's thresholds. The greys straddle each
/// threshold by one step: #767676 is 4.54:1 on white and #777777 4.47:1; #949494 is 3.03:1 and
/// #959595 2.995:1 (which must fail 3: no rounding before comparing).
@Suite struct TextContrastTests {
    @Test func normalTextAroundFourAndAHalf() throws {
        #expect(try audit(textScreen(color: "#767676")).findings(.contrast).isEmpty)
        let failing = try audit(textScreen(color: "#777777")).findings(.contrast)
        #expect(failing.count == 1)
        let f = try #require(failing.first)
        #expect(f.status == .fail && f.measured == .ratio(Contrast.ratio(RGBAColor(0x777777), .white)) && f.required == .ratio(4.5))
        #expect(f.foreground == RGBAColor(0x777777) && f.background == .white)
        #expect(f.humanLine == "screen.yaml:4:9: content.text: contrast 4.47:1 < 4.5:1 (text \"Details\", #777777 on #ffffff, 16 px weight 400)")
    }

    @Test func largeTextAroundThree() throws {
        #expect(try audit(textScreen(color: "#949494", size: 24)).findings(.contrast).isEmpty)
        #expect(try audit(textScreen(color: "#959595", size: 24)).findings(.contrast).map(\.required) == [.ratio(3)])
        // Just under 24 px is normal text: #949494 fails 4.5 there.
        #expect(try audit(textScreen(color: "#949494", size: 23.5)).findings(.contrast).map(\.required) == [.ratio(4.5)])
    }

    @Test func boldTextIsLargeFromEighteenSixtySix() throws {
        #expect(try audit(textScreen(color: "#949494", size: 18.66, weight: 700)).findings(.contrast).isEmpty)
        #expect(try audit(textScreen(color: "#949494", size: 18.66, weight: 600)).findings(.contrast).count == 1)
        #expect(try audit(textScreen(color: "#949494", size: 18.5, weight: 700)).findings(.contrast).count == 1)
    }

    /// On black the thresholds sit elsewhere: #757575 is 4.56:1, #747474 4.49:1.
    @Test func darkBackground() throws {
        #expect(try audit(textScreen(color: "#757575", background: "#000000")).findings(.contrast).isEmpty)
        let f = try #require(try audit(textScreen(color: "#747474", background: "#000000")).findings(.contrast).first)
        #expect(f.background == .black && f.foreground == RGBAColor(0x747474))
    }

    @Test func levelAAAAsksSevenAndFourAndAHalf() throws {
        let aaa = AuditOptions(level: .AAA)
        #expect(try audit(textScreen(color: "#767676"), options: aaa).findings(.contrast).map(\.required) == [.ratio(7)])
        #expect(try audit(textScreen(color: "#595959"), options: aaa).findings(.contrast).isEmpty)
        #expect(try audit(textScreen(color: "#767676", size: 24), options: aaa).findings(.contrast).isEmpty)
    }

    /// A half-transparent text colour is composited over the backdrop before the ratio is taken.
    @Test func translucentTextIsCompositedFirst() throws {
        let f = try #require(try audit(textScreen(color: "#00000040")).findings(.contrast).first)
        #expect(f.foreground == RGBAColor(r: 0xbf, g: 0xbf, b: 0xbf))
    }
}
