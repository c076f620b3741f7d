import Testing
@testable import Components

/// Descriptions that must be refused, each with the place, key path and hint of its message.
@Suite struct BadDescriptionTests {
    static let cases: [BadDescriptionCase] = [
        // The example of FORMAT.md, to the character.
        .init(name: "FORMAT.md example", file: "button.yaml",
              text: "system: ids\ncanvas: {width: 375}\ncontent: {vstack: {children: [{spacer: {}}, {button: {label: Go,\n    type: primry}}]}}\n",
              at: .lineColumn(4, 11), path: "content.vstack.children[1].button.type",
              contains: ["unknown button type \"primry\"; expected one of primary, secondary, tertiary, detrimental, instacartPlus (did you mean \"primary\"?)"],
              suggestion: "primary"),
        // Syntax.
        .init(name: "YAML syntax: bad indentation",
              text: "system: ids\ncanvas:\n  width: 375\n   height: 10\ncontent: {spacer: {}}\n",
              at: .lineColumn(4, 10), path: "", contains: ["syntax error", "mapping values are not allowed"]),
        .init(name: "YAML syntax: unclosed flow mapping",
              text: "system: ids\ncanvas: {width: 375\ncontent: {spacer: {}}\n",
              at: .lineColumn(3, 8), path: "", contains: ["syntax error"]),
        .init(name: "JSON syntax: missing comma", file: "test.json",
              text: "{\n  \"system\": \"ids\"\n  \"canvas\": {\"width\": 375}\n}\n",
              at: .lineColumn(3, 3), path: "", contains: ["not valid JSON", "expected ',' or '}'"]),
        // A .json file reads surrogate pairs as JSON does (SourceTextTests); YAML's reader does not.
        .init(name: "YAML surrogate pair escape",
              text: "system: ids\ncanvas: {width: 1}\ncontent: {button: {label: \"\\ud83d\\ude00\"}}\n",
              at: .firstOccurrence("d83d"), path: "", contains: ["invalid Unicode character escape", "surrogate pair"]),
        .init(name: "duplicate key",
              text: "system: ids\nsystem: web\ncanvas: {width: 375}\ncontent: {spacer: {}}\n",
              at: .lineColumn(1, 1), path: "", contains: ["duplicate key \"system\""]),
        .init(name: "two documents",
              text: "system: ids\ncanvas: {width: 375}\ncontent: {spacer: {}}\n---\nsystem: web\n",
              at: .firstOccurrence("---"), path: "", contains: ["one YAML document"]),
        .init(name: "aliases refused",
              text: "system: ids\ncanvas: &c {width: 375}\ncontent: {spacer: {}}\n",
              at: .firstOccurrence("&c"), path: "", contains: ["anchors", "not supported"]),
        .init(name: "empty file", text: "# nothing here\n", at: nil, path: "", contains: ["the file is empty"]),
        .init(name: "top level is a list", text: "- system: ids\n",
              at: .lineColumn(1, 1), path: "", contains: ["expected a mapping of document keys"]),
        // Types.
        .init(name: "word for a size", text: "system: ids\ncanvas: {width: wide}\ncontent: {spacer: {}}\n",
              at: .firstOccurrence("wide"), path: "canvas.width", contains: ["expected a size in logical px", "found \"wide\""]),
        .init(name: "quoted number in JSON", file: "test.json",
              text: "{\"system\": \"ids\",\n \"canvas\": {\"width\": \"375\"},\n \"content\": {\"spacer\": {}}}\n",
              at: .firstOccurrence("\"375\""), path: "canvas.width", contains: ["expected a size", "found \"375\""]),
        .init(name: "list for a string", text: idsDocument("button: {label: [Go]}"),
              at: .firstOccurrence("[Go]"), path: "content.button.label", contains: ["expected a string, found a list"]),
        .init(name: "yes is not a bool", text: idsDocument("button: {label: Go, isLoading: yes}"),
              at: .firstOccurrence("yes"), path: "content.button.isLoading", contains: ["expected true or false, found \"yes\""]),
        .init(name: "children not a list", text: idsDocument("vstack: {children: {spacer: {}}}"),
              at: .firstOccurrence("{spacer"), path: "content.vstack.children", contains: ["expected a list of nodes, found a mapping"]),
        // Unknown keys and names.
        .init(name: "misspelt key", text: idsDocument("button: {lable: Go}"),
              at: .firstOccurrence("lable"), path: "content.button.lable",
              contains: ["unknown key \"lable\" in button; expected one of label, type, size, isLoading, isEnabled (did you mean \"label\"?)"],
              suggestion: "label"),
        .init(name: "misspelt document key", text: "sytem: ids\ncanvas: {width: 375}\ncontent: {spacer: {}}\n",
              at: .lineColumn(1, 1), path: "sytem", contains: ["unknown key \"sytem\" in document"], suggestion: "system"),
        .init(name: "unknown key without a near name", text: idsDocument("spacer: {colour: red}"),
              at: .firstOccurrence("colour"), path: "content.spacer.colour",
              contains: ["unknown key \"colour\" in spacer; expected one of minLength"]),
        .init(name: "misspelt node kind", text: idsDocument("vstak: {children: []}"),
              at: .firstOccurrence("vstak"), path: "content.vstak", contains: ["unknown node kind \"vstak\""], suggestion: "vstack"),
        .init(name: "misspelt system", text: "system: idss\ncanvas: {width: 375}\ncontent: {spacer: {}}\n",
              at: .firstOccurrence("idss"), path: "system", contains: ["unknown system \"idss\""], suggestion: "ids"),
        .init(name: "misspelt icon", text: idsDocument("icon: {name: serch}"),
              at: .firstOccurrence("serch"), path: "content.icon.name", contains: ["unknown icon \"serch\""], suggestion: "search"),
        .init(name: "misspelt font weight", text: idsDocument("text: {string: Hi, font: {size: 14, weight: semibld}}"),
              at: .firstOccurrence("semibld"), path: "content.text.font.weight", contains: ["unknown font weight"], suggestion: "semibold"),
        .init(name: "misspelt alignment for the stack kind", text: idsDocument("hstack: {alignment: leading, children: []}"),
              at: .firstOccurrence("leading"), path: "content.hstack.alignment",
              contains: ["unknown hstack alignment \"leading\"; expected one of top, center, bottom, firstTextBaseline"]),
        // Components per system.
        .init(name: "ids component in web", text: idsDocument("contentRow: {title: Milk}", system: "web"),
              at: .firstOccurrence("contentRow"), path: "content.contentRow",
              contains: ["\"contentRow\" is a component of the ids system, but this description's system is web"]),
        .init(name: "no components in ds", text: idsDocument("button: {label: Go}", system: "ds"),
              at: .firstOccurrence("button"), path: "content.button", contains: ["ids and web system", "system is ds (it has no components)"]),
        .init(name: "ids button key on a web button", text: idsDocument("button: {label: Go, size: small}", system: "web"),
              at: .firstOccurrence("size"), path: "content.button.size",
              contains: ["unknown key \"size\" in button; expected one of label, type, isEnabled"]),
        .init(name: "ids button type on a web button", text: idsDocument("button: {label: Go, type: tertiary}", system: "web"),
              at: .firstOccurrence("tertiary"), path: "content.button.type",
              contains: ["unknown button type \"tertiary\"; expected one of primary, secondary, outline"]),
        .init(name: "missing label", text: idsDocument("button: {type: primary}"),
              at: .firstOccurrence("{type"), path: "content.button", contains: ["missing required key \"label\" in button"]),
        .init(name: "counter badge without count", text: idsDocument("badge: {type: counter}"),
              at: .firstOccurrence("{type"), path: "content.badge", contains: ["missing required key \"count\""]),
        .init(name: "count on a dot badge", text: idsDocument("badge: {type: dot, count: 3}"),
              at: .firstOccurrence("3}"), path: "content.badge.count", contains: ["count applies to counter badges only"]),
        .init(name: "selected tab out of range", text: idsDocument("tabs: {tabs: [{title: A}, {title: B}], selectedIndex: 2}"),
              at: .firstOccurrence("2}"), path: "content.tabs.selectedIndex", contains: ["a tab index (0 to 1)", "found 2"]),
        .init(name: "text in a content row's leading slot", text: idsDocument("contentRow: {title: Milk, leading: {text: {string: x, style: title}}}"),
              at: .firstOccurrence("{text"), path: "content.contentRow.leading", contains: ["holds an icon or an image, found text"]),
        // Node shape.
        .init(name: "two nodes in one mapping", text: idsDocument("{spacer: {}, text: {string: x, style: title}}"),
              at: .firstOccurrence("{spacer"), path: "content", contains: ["exactly one key", "2 keys: \"spacer\", \"text\""]),
        .init(name: "text without style or font", text: idsDocument("text: {string: Hi}"),
              at: .firstOccurrence("{string"), path: "content.text", contains: ["\"style\" or \"font\""]),
        .init(name: "icon with name and path", text: idsDocument("icon: {name: home, path: M0 0}"),
              at: .firstOccurrence("M0 0"), path: "content.icon.path", contains: ["not both"]),
        .init(name: "corner radius on a circle", text: idsDocument("shape: {kind: circle, cornerRadius: 4}"),
              at: .firstOccurrence("4}"), path: "content.shape.cornerRadius", contains: ["roundedRect only"]),
        .init(name: "frame min above max", text: idsDocument("frame: {minWidth: 50, maxWidth: 10, child: spacer}"),
              at: .firstOccurrence("50"), path: "content.frame.minWidth", contains: ["minWidth 50.0 is larger than maxWidth 10.0"]),
        .init(name: "one gradient stop", text: idsDocument("shape: {kind: rect, fill: {linearGradient: {stops: [{color: \"#fff000\"}]}}}"),
              at: .firstOccurrence("[{color"), path: "content.shape.fill.linearGradient.stops", contains: ["at least 2 stops, found 1"]),
        .init(name: "bad path data", text: idsDocument("path: {d: \"M 0 0 L 10\"}"),
              at: .firstOccurrence("\"M 0"), path: "content.path.d", contains: ["bad SVG path data at character 11: found the end of the data, expected a number (\"L\" takes 2 numbers)"]),
        .init(name: "no tabs", text: idsDocument("tabs: {tabs: []}"),
              at: .firstOccurrence("[]"), path: "content.tabs.tabs", contains: ["tabs needs at least one tab"]),
        .init(name: "frame child is a list", text: idsDocument("frame: {child: [spacer, spacer]}"),
              at: .firstOccurrence("[spacer"), path: "content.frame.child", contains: ["expected a node", "found a list"]),
        .init(name: "missing content", text: "system: ids\ncanvas: {width: 375}\n",
              at: .lineColumn(1, 1), path: "", contains: ["missing required key \"content\" in document (exactly one node)"]),
        .init(name: "missing canvas width", text: "system: ids\ncanvas: {height: 10}\ncontent: spacer\n",
              at: .firstOccurrence("{height"), path: "canvas", contains: ["missing required key \"width\" in canvas"]),
        .init(name: "scalar node body", text: idsDocument("spacer: 5"),
              at: .lineColumn(4, 11), path: "content.spacer", contains: ["expected a mapping of spacer keys (minLength), found the number 5"]),
        .init(name: "complex key", text: idsDocument("button: {[a]: b}"),
              at: .firstOccurrence("[a]"), path: "content.button", contains: ["keys must be plain names"]),
        .init(name: "unknown paint kind", text: idsDocument("shape: {kind: rect, fill: {linearGradiant: {}}}"),
              at: .firstOccurrence("linearGradiant"), path: "content.shape.fill.linearGradiant",
              contains: ["unknown key \"linearGradiant\" in paint"], suggestion: "linearGradient"),
        .init(name: "two paint kinds", text: idsDocument("shape: {kind: rect, fill: {gradient: a, linearGradient: {}}}"),
              at: .firstOccurrence("{gradient"), path: "content.shape.fill", contains: ["exactly one key"]),
        .init(name: "stroke without colour", text: idsDocument("path: {d: M0 0 L1 1, stroke: {width: 2}}"),
              at: .lineColumn(4, 32), path: "content.path.stroke", contains: ["missing required key \"color\" in stroke"]),
        .init(name: "decreasing stop positions",
              text: idsDocument("shape: {kind: rect, fill: {linearGradient: {stops: [{color: a, position: 0.6}, {color: b, position: 0.2}]}}}"),
              at: .firstOccurrence("0.2"), path: "content.shape.fill.linearGradient.stops[1].position", contains: ["must not decrease"]),
        .init(name: "radial centre outside the box",
              text: idsDocument("shape: {kind: rect, fill: {radialGradient: {center: {x: 1.5}, stops: [{color: a}, {color: b}]}}}"),
              at: .firstOccurrence("1.5"), path: "content.shape.fill.radialGradient.center.x", contains: ["between 0 and 1"]),
        .init(name: "font weight out of range", text: idsDocument("text: {string: x, font: {size: 12, weight: 1001}}"),
              at: .firstOccurrence("1001"), path: "content.text.font.weight", contains: ["at most 1000"]),
        .init(name: "line limit zero", text: idsDocument("text: {string: x, style: title, lineLimit: 0}"),
              at: .firstOccurrence("0}"), path: "content.text.lineLimit", contains: ["at least 1"]),
        .init(name: "null string", text: idsDocument("text: {string: , style: title}"),
              at: .firstOccurrence(", style"), path: "content.text.string", contains: ["expected a string, found nothing (null)"]),
        // Values.
        .init(name: "NaN size", text: idsDocument("shape: {kind: rect, width: .nan}"),
              at: .firstOccurrence(".nan"), path: "content.shape.width", contains: ["NaN and infinite values are not allowed"]),
        .init(name: "infinite canvas height", text: "system: ids\ncanvas: {width: 375, height: .inf}\ncontent: {spacer: {}}\n",
              at: .firstOccurrence(".inf"), path: "canvas.height", contains: ["NaN and infinite values are not allowed"]),
        .init(name: "negative size", text: idsDocument("shape: {kind: rect, width: -4}"),
              at: .firstOccurrence("-4"), path: "content.shape.width", contains: ["sizes cannot be negative"]),
        .init(name: "negative padding", text: idsDocument("vstack: {padding: {top: -1}}"),
              at: .firstOccurrence("-1"), path: "content.vstack.padding.top", contains: ["sizes cannot be negative"]),
        .init(name: "zero font size", text: idsDocument("text: {string: x, font: {size: 0}}"),
              at: .firstOccurrence("0}"), path: "content.text.font.size", contains: ["sizes cannot be zero"]),
        .init(name: "opacity above 1", text: idsDocument("shape: {kind: rect, opacity: 1.5}"),
              at: .firstOccurrence("1.5"), path: "content.shape.opacity", contains: ["between 0 and 1"]),
        .init(name: "quoted number for a spacing", file: "test.json",
              text: "{\"system\": \"ids\", \"canvas\": {\"width\": 1},\n \"content\": {\"vstack\": {\"spacing\": \"8\"}}}\n",
              at: .firstOccurrence("\"8\""), path: "content.vstack.spacing", contains: ["found the quoted string \"8\"; write numbers without quotes"]),
        .init(name: "number for a colour", text: idsDocument("icon: {name: home, color: 12}"),
              at: .firstOccurrence("12"), path: "content.icon.color", contains: ["expected a colour", "found the number 12"]),
        .init(name: "bad colour literal", text: idsDocument("shape: {kind: rect, fill: \"#12345\"}"),
              at: .firstOccurrence("\"#12345\""), path: "content.shape.fill", contains: ["bad colour literal \"#12345\""]),
        .init(name: "unquoted colour literal is a comment",
              text: "system: ids\ncanvas:\n  width: 375\n  background: #ffffff\ncontent: {spacer: {}}\n",
              at: .lineColumn(4, 14), path: "canvas.background", contains: ["quote literal colours"]),
        // Scale and canvas limits.
        .init(name: "scale 4", text: "system: ids\nscale: 4\ncanvas: {width: 375}\ncontent: {spacer: {}}\n",
              at: .firstOccurrence("4"), path: "scale", contains: ["a scale (1, 2 or 3)", "at most 3"]),
        .init(name: "fractional scale", text: "system: ids\nscale: 1.5\ncanvas: {width: 375}\ncontent: {spacer: {}}\n",
              at: .firstOccurrence("1.5"), path: "scale", contains: ["whole number"]),
        .init(name: "canvas wider than 16384 px", text: "system: ids\ncanvas: {width: 20000}\ncontent: {spacer: {}}\n",
              at: .firstOccurrence("20000"), path: "canvas.width", contains: ["20000 device px", "16384 device px a side"]),
        .init(name: "canvas too wide at scale 3", text: "system: ids\nscale: 3\ncanvas: {width: 6000, height: 10}\ncontent: {spacer: {}}\n",
              at: .firstOccurrence("6000"), path: "canvas.width", contains: ["at scale 3 is 18000 device px"]),
        .init(name: "canvas over 64 megapixels", text: "system: ids\ncanvas: {width: 16384, height: 4000}\ncontent: {spacer: {}}\n",
              at: .firstOccurrence("4000"), path: "canvas.height", contains: ["16384 × 4000 device px", "64 megapixels"]),
    ]

    @Test(arguments: cases)
    func refused(_ bad: BadDescriptionCase) {
        guard let error = parseError(bad.text, file: bad.file) else {
            Issue.record("\(bad.name): parsed, but should have been refused")
            return
        }
        #expect(error.location?.description == bad.expectedLocation, "\(error)")
        #expect(error.path.description == bad.path, "\(error)")
        for fragment in bad.contains {
            #expect(error.message.contains(fragment), "\(error)")
        }
        #expect(error.suggestion == bad.suggestion, "\(error)")
        // The one-line form starts with the place and the key path.
        let place = bad.expectedLocation ?? bad.file
        #expect(error.description.hasPrefix(bad.path.isEmpty ? "\(place): " : "\(place): \(bad.path): "), "\(error)")
    }

    @Test func formatExampleIsExact() {
        let error = parseError(Self.cases[0].text, file: "button.yaml")
        #expect(error?.description == """
            button.yaml:4:11: content.vstack.children[1].button.type: unknown button type "primry"; expected one of primary, secondary, tertiary, detrimental, instacartPlus (did you mean "primary"?)
            """)
    }
}
