import Audit
import Components
import Testing
import Values

/// Which elements are interactive and their target frames; exemptions; icons; labels.
@Suite struct ElementTests {
    func screen(_ content: String, width: Int = 375, components: String = "") -> String {
        "system: ids\ncanvas: { width: \(width), background: \"#ffffff\", padding: 16 }\n" + components + "content:\n" + content
    }

    func targets(_ content: String, side: Double = 44, components: String = "") throws -> [AuditFinding] {
        try audit(screen(content, components: components), options: AuditOptions(targetSize: side)).findings(.targetSize)
    }

    @Test func idsButtonsBySize() throws {
        #expect(try targets("  button: { label: Continue }").isEmpty)                    // 343 x 56
        let small = try #require(try targets("  button: { label: Go, size: small }").first)
        #expect(small.measured == .size(width: 80, height: 40), "\(small.measured)")
        #expect(small.required == .size(width: 44, height: 44))
        #expect(small.component == "button" && small.path == "content.button" && small.text == "Go")
        #expect(try targets("  button: { label: Go, size: compact }").first?.measured == .size(width: 60, height: 32))
        // A custom minimum: 24 (WCAG 2.5.8) passes both; 57 fails the standard button too.
        #expect(try targets("  button: { label: Go, size: compact }", side: 24).isEmpty)
        #expect(try targets("  button: { label: Continue }", side: 57).first?.measured == .size(width: 343, height: 56))
    }

    @Test func eachTabIsATarget() throws {
        let found = try targets("  tabs: { tabs: [{ title: Orders }, { title: Returns }, { title: History }] }")
        #expect(found.map(\.path) == ["content.tabs.tabs[0]", "content.tabs.tabs[1]", "content.tabs.tabs[2]"])
        #expect(found.allSatisfy { if case let .size(_, h) = $0.measured { return h == 40 } else { return false } })
        #expect(try targets("  tabs: { tabs: [{ title: Orders }, { title: Returns }] }", side: 40).isEmpty)
    }

    @Test func topNavIconButtonsAreTargetsWithBuiltInLabels() throws {
        let found = try targets("  topNav: { title: Cart, leadingIcon: arrowLeft, trailingPrimaryIcon: share }")
        #expect(found.map(\.path) == ["content.topNav.leadingIcon", "content.topNav.trailingPrimaryIcon"])
        #expect(found.map(\.text) == ["Back", "Share"])
        #expect(found.allSatisfy { $0.measured == .size(width: 40, height: 40) })
        #expect(try audit(screen("  topNav: { title: Cart, leadingIcon: arrowLeft }")).findings(.label).isEmpty)
    }

    @Test func webButtonAndTextField() throws {
        let web = "system: web\ncanvas: { width: 375, background: \"#ffffff\", padding: 16 }\ncontent:\n"
        // 160 x 48 and a 52 px high field: both pass 44, both fail 50 / 53.
        #expect(try audit(web + "  button: { label: Buy }").findings(.targetSize).isEmpty)
        #expect(try audit(web + "  button: { label: Buy }", options: AuditOptions(targetSize: 50)).findings(.targetSize).first?.measured
                == .size(width: 160, height: 48))
        let field = try audit(web + "  textField: { label: Email, placeholder: you@example.com }", options: AuditOptions(targetSize: 53))
        let f = try #require(field.findings(.targetSize).first)
        #expect(f.component == "textField")
        guard case let .size(w, h) = f.measured else { Issue.record("no size"); return }
        #expect(w == 343 && h == 52)   // the field, not the label above it
    }

    @Test func disabledElementsAreExempt() throws {
        let found = try audit(screen("  button: { label: Details, size: small, isEnabled: false }"))
        #expect(!found.findings.isEmpty)
        #expect(found.findings.allSatisfy { $0.status == .exempt })
        #expect(found.findings(.contrast).count == 1)   // the disabled colours fail 4.5, exempt
    }

    static let iconButton = """
    components:
      IconButton:
        props:
          name: { type: string }
          label: { type: string, default: null }
        accessibility: { role: button, label: "${label}" }
        body:
          frame: { width: 32, height: 32, child: { icon: { name: close, color: "#242529" } } }
      Quiet:
        accessibility: { hidden: true }
        body:
          text: { string: Fine print, font: { size: 12 }, color: "#dddddd" }

    """

    @Test func userComponentsWithARole() throws {
        let found = try audit(screen("  IconButton: { name: close, label: Close }", components: Self.iconButton))
        let target = try #require(found.findings(.targetSize).first)
        #expect(target.component == "IconButton" && target.measured == .size(width: 32, height: 32) && target.text == "Close")
        #expect(found.findings(.label).isEmpty)
    }

    @Test func iconOnlyControlsNeedALabel() throws {
        let found = try audit(screen("  IconButton: { name: close }", components: Self.iconButton))
        let label = try #require(found.findings(.label).first)
        #expect(label.status == .fail && label.component == "IconButton")
        #expect(label.humanLine.contains("add accessibility: { label: … }"))
    }

    @Test func hiddenTextIsExempt() throws {
        let found = try audit(screen("  Quiet: {}", components: Self.iconButton))
        #expect(found.findings(.contrast).map(\.status) == [.exempt])
    }

    @Test func iconContrast() throws {
        let faint = try audit(screen("  icon: { name: search, color: \"#cccccc\" }"))
        let f = try #require(faint.findings(.graphicContrast).first)
        #expect(f.required == .ratio(3) && f.foreground == Color(0xcccccc) && f.background == .white)
        #expect(try audit(screen("  icon: { name: search, color: \"#949494\" }")).findings(.graphicContrast).isEmpty)
        #expect(try audit(screen("  icon: { name: search, color: \"#959595\" }")).findings(.graphicContrast).count == 1)
    }
}
