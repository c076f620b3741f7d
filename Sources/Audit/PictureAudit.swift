import Foundation
import DisplayList
import Raster
import Values

/// The audit of one picture: its display list drawn once, the rules applied to what the list's
/// semantics say and to the pixels measured while drawing.
package struct PictureAudit: Sendable {
    /// The picture, byte for byte what `RasterBackend.pixmap(of:)` draws.
    package var pixmap: Pixmap
    /// Findings without a place (`file` is empty, `path` is the key path): the caller locates them.
    package var findings: [AuditFinding]
    package var checked: AuditCounts

    /// Draws `list` and audits it. `cutInDefault` holds the `TextKey`s of the texts already cut
    /// in the description's default variant (nil: this is the default variant, so no text is
    /// reported as clipped: a cut there is the design's). `defaultTexts` are the default
    /// variant's strings by `TextKey`: a text cut in German and whole in the source language is
    /// named in both.
    package static func run(_ list: DisplayList, options: AuditOptions, cutInDefault: Set<String>?,
                            defaultTexts: [String: String] = [:], limits: PixmapLimits = .default) throws -> PictureAudit {
        let sampler = BackdropSampler(list: list)
        let pixmap = try RasterBackend.pixmapWhole(of: list, limits: limits) { i, canvas in sampler.before(i, canvas: canvas) }
        var audit = PictureAudit(pixmap: pixmap, findings: [], checked: AuditCounts())
        audit.apply(options, to: list, samples: sampler.samples, cutInDefault: cutInDefault, defaultTexts: defaultTexts)
        return audit
    }

    /// Each text's string by its `TextKey`.
    package static func texts(_ list: DisplayList) -> [String: String] {
        Dictionary(zip(textKeys(list), list.semantics.texts.map(\.string)), uniquingKeysWith: { first, _ in first })
    }

    /// `path#n`: the n-th text drawn for the node at `path`, the same text in every variant.
    package static func textKeys(_ list: DisplayList) -> [String] {
        var seen: [String: Int] = [:]
        return list.semantics.texts.map { text in
            let path = text.path ?? ""
            defer { seen[path, default: 0] += 1 }
            return "\(path)#\(seen[path, default: 0])"
        }
    }

    /// An element's label, when it is not blank.
    private static func named(_ element: ElementSemantics) -> String? {
        element.label.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
    }

    /// The keys of the texts cut in `list`.
    package static func cutTexts(_ list: DisplayList) -> Set<String> {
        Set(zip(textKeys(list), list.semantics.texts).filter { $1.isCut || !isInside($1.frame, list) }.map(\.0))
    }

    /// The display-list items `outer` covers all of `inner` (which draws something).
    private static func holds(_ outer: Range<Int>, _ inner: Range<Int>) -> Bool {
        !inner.isEmpty && outer.contains(inner.lowerBound) && inner.upperBound <= outer.upperBound
    }

    private static func isInside(_ frame: Rect, _ list: DisplayList) -> Bool {
        frame.minX >= -0.5 && frame.minY >= -0.5 && frame.maxX <= list.width + 0.5 && frame.maxY <= list.height + 0.5
    }

    private mutating func apply(_ options: AuditOptions, to list: DisplayList, samples: [Int: BackdropSampler.Sample],
                                cutInDefault: Set<String>?, defaultTexts: [String: String]) {
        let elements = list.semantics.elements
        /// The innermost element holding `items`, and whether any element holding them is exempt.
        func context(of items: Range<Int>) -> (owner: ElementSemantics?, exempt: Bool) {
            let holders = elements.filter { Self.holds($0.items, items) }
            return (holders.min { $0.items.count < $1.items.count }, holders.contains { $0.isDisabled || $0.isHidden })
        }
        func status(_ exempt: Bool) -> AuditFinding.Status { exempt ? .exempt : .fail }

        let keys = Self.textKeys(list)
        for (key, text) in zip(keys, list.semantics.texts) {
            let (owner, exempt) = context(of: text.items)
            let path = text.path ?? owner?.path ?? ""
            if options.rules.contains(.contrast) {
                checked.texts += 1
                // The text's ratio is its worst line's.
                let lines = text.items.compactMap { i in samples[i].map { (i, $0) } }
                if let (item, worst) = lines.min(by: { $0.1.ratio < $1.1.ratio }), case let .glyphs(runs, _) = list.items[item] {
                    let weight = runs.runs.map(\.weight).max() ?? 400
                    let required = options.requiredTextContrast(large: AuditOptions.isLarge(size: runs.size, weight: weight))
                    if worst.ratio < required {
                        findings.append(AuditFinding(file: "", path: path, component: owner?.component, variant: [], rule: .contrast,
                                                     status: status(exempt), measured: .ratio(worst.ratio), required: .ratio(required),
                                                     box: text.frame, text: text.string, foreground: worst.foreground,
                                                     background: worst.background, fontSize: runs.size, fontWeight: weight))
                    }
                }
            }
            if options.rules.contains(.textClipped), let cutInDefault,
               text.isCut || !Self.isInside(text.frame, list), !cutInDefault.contains(key) {
                var finding = AuditFinding(file: "", path: path, component: owner?.component, variant: [], rule: .textClipped,
                                           status: status(exempt), measured: .none, required: .none, box: text.frame, text: text.string)
                if let whole = defaultTexts[key], whole != text.string { finding.wholeText = whole }
                findings.append(finding)
            }
        }
        if options.rules.contains(.graphicContrast) {
            for graphic in list.semantics.graphics {
                checked.icons += 1
                guard let worst = samples[graphic.items.lowerBound], worst.ratio < options.requiredGraphicContrast else { continue }
                let (owner, exempt) = context(of: graphic.items)
                findings.append(AuditFinding(file: "", path: graphic.path ?? owner?.path ?? "", component: owner?.component, variant: [],
                                             rule: .graphicContrast, status: status(exempt), measured: .ratio(worst.ratio),
                                             required: .ratio(options.requiredGraphicContrast), box: graphic.frame,
                                             foreground: worst.foreground, background: worst.background))
            }
        }
        for element in elements where element.role?.needsName == true {
            let exempt = element.isDisabled || element.isHidden || context(of: element.items).exempt
            let drawnText = list.semantics.texts.first { text in
                !text.items.isEmpty && element.items.contains(text.items.lowerBound) && !text.string.trimmingCharacters(in: .whitespaces).isEmpty
            }?.string
            // Its name: its label, else a label given to something it draws (an icon labelled
            // inside a button, as VoiceOver reads a control's content), else its text.
            let inner = elements.first { e in
                e.role?.isInteractive != true && Self.named(e) != nil && Self.holds(element.items, e.items)
            }
            let name = Self.named(element) ?? inner.flatMap(Self.named) ?? drawnText
            if options.rules.contains(.targetSize), element.role?.isInteractive == true {
                checked.targets += 1
                let side = options.targetSize
                if element.frame.width < side - 1e-9 || element.frame.height < side - 1e-9 {
                    findings.append(AuditFinding(file: "", path: element.path ?? "", component: element.component, variant: [],
                                                 rule: .targetSize, status: status(exempt),
                                                 measured: .size(width: element.frame.width, height: element.frame.height),
                                                 required: .size(width: side, height: side), box: element.frame, text: name))
                }
            }
            if options.rules.contains(.label), name == nil {
                findings.append(AuditFinding(file: "", path: element.path ?? "", component: element.component, variant: [],
                                             rule: .label, status: status(exempt), measured: .none, required: .none, box: element.frame))
            }
        }
    }
}

/// How many texts, icons and targets were checked.
package struct AuditCounts: Sendable, Equatable {
    package var texts = 0, icons = 0, targets = 0
    package init() {}
    package static func + (a: AuditCounts, b: AuditCounts) -> AuditCounts {
        var c = a; c.texts += b.texts; c.icons += b.icons; c.targets += b.targets; return c
    }
}
