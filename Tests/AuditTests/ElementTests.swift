import Audit
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import DisplayList
import Files
import Pixelproof
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
        #expect(f.required == .ratio(3) && f.foreground == RGBAColor(0xcccccc) && f.background == .white)
        #expect(try audit(screen("  icon: { name: search, color: \"#949494\" }")).findings(.graphicContrast).isEmpty)
        #expect(try audit(screen("  icon: { name: search, color: \"#959595\" }")).findings(.graphicContrast).count == 1)
    }

    // `accessibility:` on any node.

    @Test func aRoleOnAnyNodeMakesATarget() throws {
        let frame = "  frame: { width: 32, height: 32, accessibility: { role: button }, child: { icon: { name: close, color: \"#242529\" } } }"
        let found = try audit(screen(frame))
        let target = try #require(found.findings(.targetSize).first)
        #expect(target.path == "content" && target.measured == .size(width: 32, height: 32) && target.component == nil)
        // It draws no text and has no label.
        #expect(found.findings(.label).map(\.path) == ["content"])   // a container is named by its own path
        #expect(found.findings(.label).first?.status == .fail)
        // The same frame at 44 with a label: nothing to report.
        let named = "  frame: { width: 44, height: 44, accessibility: { role: link, label: Close }, child: { icon: { name: close, color: \"#242529\" } } }"
        #expect(try audit(screen(named)).findings.isEmpty)
        // Without a role the frame is no target.
        #expect(try audit(screen("  frame: { width: 32, height: 32, accessibility: { label: Close }, child: { icon: { name: close } } }")).findings.isEmpty)
    }

    @Test func aControlIsNamedByALabelInside() throws {
        let framed = "  frame: { width: 44, height: 44, accessibility: { role: button }, child: { icon: { name: close, color: \"#242529\", accessibility: { label: Close } } } }"
        #expect(try audit(screen(framed)).findings.isEmpty)
        let small = "  frame: { width: 32, height: 32, accessibility: { role: button }, child: { icon: { name: close, color: \"#242529\", accessibility: { label: Close } } } }"
        #expect(try targets(small).map(\.text) == ["Close"])
    }

    @Test func aRoleOnALeafTakesItsFrame() throws {
        let found = try audit(screen("  icon: { name: close, color: \"#242529\", accessibility: { role: button, label: Close } }"))
        let target = try #require(found.findings(.targetSize).first)
        #expect(target.path == "content.icon" && target.measured == .size(width: 24, height: 24) && target.text == "Close")
        #expect(found.findings(.label).isEmpty)
        // A text with a role is named by what it says.
        let link = try audit(screen("  text: { string: Terms, font: { size: 14 }, color: \"#242529\", accessibility: { role: link } }"))
        #expect(link.findings(.targetSize).first?.text == "Terms" && link.findings(.label).isEmpty)
    }

    @Test func hiddenExemptsTheNodesSubtree() throws {
        let faint = "  text: { string: Fine print, font: { size: 12 }, color: \"#dddddd\", accessibility: { hidden: true } }"
        #expect(try audit(screen(faint)).findings(.contrast).map(\.status) == [.exempt])
        let shown = "  text: { string: Fine print, font: { size: 12 }, color: \"#dddddd\", accessibility: { hidden: false } }"
        #expect(try audit(screen(shown)).findings(.contrast).map(\.status) == [.fail])
        // A stack and everything in it: the faint text, the small button's target, the unnamed icon button.
        let stack = """
          vstack:
            accessibility: { hidden: true }
            children:
              - text: { string: Fine print, font: { size: 12 }, color: "#dddddd" }
              - button: { label: Go, size: small }
              - icon: { name: close, accessibility: { role: button } }
        """
        let found = try audit(screen(stack))
        #expect(Set(found.findings.map(\.rule)) == [.contrast, .targetSize, .label])
        #expect(found.findings.allSatisfy { $0.status == .exempt })
    }

    @Test func aBuiltInControlDescribedStaysOneElement() throws {
        // The label replaces the button's own name; one target, not two.
        let relabelled = try targets("  button: { label: Go, size: small, accessibility: { label: Go to checkout } }")
        #expect(relabelled.map(\.text) == ["Go to checkout"] && relabelled.first?.component == "button")
        // `none`: not a control (a button drawn as an illustration), so no target.
        #expect(try targets("  button: { label: Go, size: small, accessibility: { role: none } }").isEmpty)
        // Hidden: the button's target is exempt.
        #expect(try targets("  button: { label: Go, size: small, accessibility: { hidden: true } }").map(\.status) == [.exempt])
    }

    @Test func anImageNeedsANameButIsNoTarget() throws {
        let unnamed = try audit(screen("  icon: { name: star, color: \"#242529\", accessibility: { role: image } }"))
        #expect(unnamed.findings(.label).map(\.path) == ["content.icon"])
        #expect(unnamed.findings(.targetSize).isEmpty && unnamed.checked.targets == 0)
        #expect(try audit(screen("  icon: { name: star, color: \"#242529\", accessibility: { role: image, label: Rating } }")).findings.isEmpty)
    }

    static let closeButton = """
    components:
      CloseButton:
        props:
          label: { type: string }
          size: { type: number, default: 32 }
        body:
          frame:
            width: $size
            height: $size
            accessibility: { role: button, label: "Close ${label}" }
            child: { icon: { name: close, color: "#242529" } }
      Pill:
        props:
          title: { type: string }
        accessibility: { role: link }
        body:
          button: { label: $title, size: compact }

    """

    @Test func aNodeInABodyReadsProps() throws {
        let found = try targets("  CloseButton: { label: dialog }", components: Self.closeButton)
        #expect(found.map(\.text) == ["Close dialog"] && found.first?.path == "content")
        #expect(try targets("  CloseButton: { label: dialog, size: 48 }", components: Self.closeButton).isEmpty)
    }

    @Test func aUseDescribedOverridesItsDefinition() throws {
        // The use's label replaces the definition's; one element.
        let found = try targets("  IconButton: { name: close, label: Close, accessibility: { label: Dismiss } }", components: Self.iconButton)
        #expect(found.map(\.text) == ["Dismiss"] && found.first?.component == "IconButton")
        // A definition whose body is a built-in button: one element, the definition's role and name.
        let pill = try targets("  Pill: { title: Offers }", components: Self.closeButton)
        #expect(pill.count == 1 && pill.first?.component == "Pill" && pill.first?.text == "Offers")
    }

    static let fadedControls = """
    components:
      FadedPill:
        props:
          title: { type: string }
        body:
          button: { label: $title, size: compact, opacity: 0.8 }
      MovedClose:
        accessibility: { role: button, label: Close }
        body:
          frame: { width: 32, height: 32, offset: { x: 2 }, accessibility: { role: link }, child: { icon: { name: close, color: "#242529" } } }

    """

    /// The elements the audit reads from `content`, drawn as `pixelproof audit` draws it.
    func drawnElements(_ content: String, components: String) throws -> [ElementSemantics] {
        let document = try DescriptionFile.load(bytes: Array(screen(content, components: components).utf8), file: "screen.yaml",
                                                directory: FilePath.currentFolder)
        return try Renderer(scale: 2).displayList(of: document).semantics.elements
    }

    @Test func aUseDescribedOverAFadedElementStaysOneElement() throws {
        // The body is a button under `opacity` (a layer around its element): the use's label
        // changes that element rather than describing a second one around the layer.
        let pill = "  FadedPill: { title: Go, opacity: 0.9, accessibility: { label: Dismiss } }"
        let elements = try drawnElements(pill, components: Self.fadedControls)
        #expect(elements.count == 1 && elements.first?.label == "Dismiss" && elements.first?.role == .button, "\(elements)")
        let found = try audit(screen(pill, components: Self.fadedControls))
        #expect(found.findings(.targetSize).map(\.text) == ["Dismiss"] && found.checked.targets == 1)
        #expect(found.findings(.contrast).map(\.path) == ["content.button"])
        // A definition's `accessibility:` over a body that is an element under a drawing modifier,
        // and the use's over both: one element, the use's name, the definition's role.
        let moved = try drawnElements("  MovedClose: { opacity: 0.8, accessibility: { label: Dismiss } }", components: Self.fadedControls)
        #expect(moved.count == 1 && moved.first?.label == "Dismiss" && moved.first?.role == .button
                && moved.first?.component == "MovedClose", "\(moved)")
    }
}
