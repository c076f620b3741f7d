import Diagnostics
import JSON
import Values

/// One `name.colorset/Contents.json`: the colours it holds for the appearances and devices it
/// names, read once. Only what an iPhone screen in sRGB would show is kept: entries for the
/// `universal` and `iphone` idioms (an `iphone` entry wins), an entry for the sRGB gamut over one
/// for display-P3, and no high-contrast or size-class entries (Pixelproof draws standard contrast
/// at the default size class).
struct ColorSet: Hashable, Sendable {
    enum Luminosity: String, Hashable, Sendable { case any, light, dark }

    struct Entry: Hashable, Sendable {
        var luminosity: Luminosity
        var color: RGBAColor
        /// Lower is preferred: the idiom's rank, then the gamut's.
        var rank: Int
    }

    var name: String
    var file: String
    var entries: [Entry]

    /// The colour for `appearance`: its own entry, else the entry for any appearance (as iOS
    /// falls back to the universal colour when a set has no dark one).
    func color(for appearance: ColorAppearance) -> RGBAColor? {
        let own: Luminosity = appearance == .dark ? .dark : .light
        for luminosity in [own, .any] {
            if let best = entries.filter({ $0.luminosity == luminosity }).min(by: { $0.rank < $1.rank }) { return best.color }
        }
        return nil
    }

    /// The appearances the set has entries for, for messages.
    var appearances: [Luminosity] {
        [.any, .light, .dark].filter { l in entries.contains { $0.luminosity == l } }
    }
}

extension ColorSet {
    /// The largest Contents.json read (Xcode's are a few hundred bytes).
    static let maxFileBytes = 1 << 20

    static let idioms = ["universal": 1, "iphone": 0]
    /// Idioms of other devices: valid, not drawn.
    static let otherIdioms: Set = ["ipad", "mac", "tv", "watch", "car", "vision", "ios-marketing", "watch-marketing", "mac-catalyst"]
    /// Entry keys that narrow an entry to a device class Pixelproof does not draw.
    static let narrowingKeys: Set = ["width-class", "height-class", "subtype", "locale", "memory", "graphics-feature-set", "screen-width"]

    /// Reads a colour set's Contents.json bytes; `file` names it in errors.
    static func parse(_ bytes: [UInt8], name: String, file: String) throws(AssetCatalogError) -> ColorSet {
        let root: JSONNode
        do { root = try JSONNode.parse(bytes) } catch {
            throw AssetCatalogError(file: file, line: error.line, column: error.column, message: "\(error.message); a colour set's Contents.json is JSON as Xcode writes it")
        }
        let reader = Reader(file: file)
        try reader.keys(of: root, at: "", allowed: ["colors", "info", "properties"])
        guard let colorsNode = root["colors"] else {
            throw reader.fail(root, "", "missing \"colors\": a colour set lists its colours in a \"colors\" array")
        }
        guard let colors = colorsNode.array else { throw reader.fail(colorsNode, "colors", "expected an array of colours, found \(colorsNode.kindDescription)") }
        var entries: [Entry] = []
        for (i, node) in colors.enumerated() {
            if let entry = try reader.entry(node, at: "colors[\(i)]") { entries.append(entry) }
        }
        return ColorSet(name: name, file: file, entries: entries)
    }

    /// Reads one colour set's entries, each error at its key path.
    struct Reader {
        var file: String

        func fail(_ node: JSONNode, _ path: String, _ message: String) -> AssetCatalogError {
            AssetCatalogError(file: file, line: node.line, column: node.column, keyPath: path, message: message)
        }

        func keys(of node: JSONNode, at path: String, allowed: [String]) throws(AssetCatalogError) {
            guard let members = node.members else {
                throw fail(node, path, "expected an object, found \(node.kindDescription)")
            }
            for m in members where !allowed.contains(m.key) {
                let place = AssetCatalogError(file: file, line: m.keyLine, column: m.keyColumn, keyPath: path.isEmpty ? m.key : path + "." + m.key,
                                              message: "unknown key \"\(m.key)\"\(DidYouMean.clause(for: m.key, among: allowed)); expected \(allowed.joined(separator: ", "))")
                throw place
            }
        }

        func string(_ node: JSONNode?, _ parent: JSONNode, _ path: String, _ what: String) throws(AssetCatalogError) -> String {
            guard let node else { throw fail(parent, path, "missing \(what)") }
            guard let s = node.string else { throw fail(node, path, "expected \(what) as a string, found \(node.kindDescription)") }
            return s
        }

        /// One entry of `colors`; nil when it is for a device or appearance Pixelproof does not draw.
        func entry(_ node: JSONNode, at path: String) throws(AssetCatalogError) -> Entry? {
            try keys(of: node, at: path, allowed: ["idiom", "color", "appearances", "display-gamut"] + ColorSet.narrowingKeys.sorted())
            var idiomRank = 1, otherDevice = false
            if let idiomNode = node["idiom"] {
                let idiom = try string(idiomNode, node, path + ".idiom", "an idiom")
                otherDevice = ColorSet.otherIdioms.contains(idiom)
                if let rank = ColorSet.idioms[idiom] { idiomRank = rank } else if !otherDevice {
                    throw fail(idiomNode, path + ".idiom", "unknown idiom \"\(idiom)\"\(DidYouMean.clause(for: idiom, among: Array(ColorSet.idioms.keys.sorted()) + ColorSet.otherIdioms.sorted())); expected universal, iphone, ipad, mac, tv, watch, car or vision")
                }
            }
            var gamutRank = 0
            if let gamutNode = node["display-gamut"] {
                switch try string(gamutNode, node, path + ".display-gamut", "a display gamut") {
                case "sRGB": gamutRank = 0
                case "display-P3": gamutRank = 1
                case let other: throw fail(gamutNode, path + ".display-gamut", "unknown display gamut \"\(other)\"; expected sRGB or display-P3")
                }
            }
            let luminosity = try appearances(node["appearances"], path: path + ".appearances")
            // An entry without "color" is a slot left unset in Xcode (the new project's
            // AccentColor, a dark variant not filled in): Xcode builds it and it gives no colour.
            guard let colorNode = node["color"] else { return nil }
            let color = try self.color(colorNode, at: path + ".color")
            let skipped = otherDevice || node.members!.contains { ColorSet.narrowingKeys.contains($0.key) }
            guard let luminosity, !skipped else { return nil }
            return Entry(luminosity: luminosity, color: color, rank: idiomRank * 2 + gamutRank)
        }

        /// The entry's luminosity; nil when it is for high contrast.
        func appearances(_ node: JSONNode?, path: String) throws(AssetCatalogError) -> Luminosity? {
            guard let node else { return .any }
            guard let list = node.array else { throw fail(node, path, "expected an array of appearances, found \(node.kindDescription)") }
            var luminosity = Luminosity.any
            var highContrast = false
            for (i, item) in list.enumerated() {
                let at = path + "[\(i)]"
                try keys(of: item, at: at, allowed: ["appearance", "value"])
                let kind = try string(item["appearance"], item, at + ".appearance", "\"appearance\" (luminosity or contrast)")
                let value = try string(item["value"], item, at + ".value", "\"value\"")
                switch (kind, value) {
                case ("luminosity", "light"): luminosity = .light
                case ("luminosity", "dark"): luminosity = .dark
                case ("contrast", "high"): highContrast = true
                case ("luminosity", _): throw fail(item["value"]!, at + ".value", "unknown luminosity \"\(value)\"\(DidYouMean.clause(for: value, among: ["light", "dark"])); expected light or dark")
                case ("contrast", _): throw fail(item["value"]!, at + ".value", "unknown contrast \"\(value)\"; expected high")
                default: throw fail(item["appearance"]!, at + ".appearance", "unknown appearance \"\(kind)\"\(DidYouMean.clause(for: kind, among: ["luminosity", "contrast"])); expected luminosity or contrast")
                }
            }
            return highContrast ? nil : luminosity
        }

        func color(_ node: JSONNode, at path: String) throws(AssetCatalogError) -> RGBAColor {
            try keys(of: node, at: path, allowed: ["color-space", "components", "platform", "reference"])
            if node["reference"] != nil || node["platform"] != nil {
                throw fail(node, path, "a system colour reference (\(node["reference"]?.string ?? "platform")) cannot be drawn off Apple platforms; give the colour's components instead")
            }
            let spaceName = try string(node["color-space"], node, path + ".color-space", "\"color-space\"")
            guard let space = ColorSetSpace(rawValue: spaceName) else {
                let names = ColorSetSpace.allCases.map(\.rawValue)
                throw fail(node["color-space"]!, path + ".color-space", "unknown colour space \"\(spaceName)\"\(DidYouMean.clause(for: spaceName, among: names)); expected \(names.joined(separator: ", "))")
            }
            guard let components = node["components"] else { throw fail(node, path, "missing \"components\"") }
            let componentKeys = space.componentKeys
            try keys(of: components, at: path + ".components", allowed: componentKeys)
            var values: [Double] = []
            for key in componentKeys {
                let at = path + ".components." + key
                guard let c = components[key] else {
                    if key == "alpha" { values.append(1); continue }
                    throw fail(components, path + ".components", "missing \"\(key)\"; a \(space.rawValue) colour has \(componentKeys.joined(separator: ", "))")
                }
                guard let text = c.string else {
                    throw fail(c, at, "expected a string (\"0.5\", \"128\" or \"0x80\", as Xcode writes components), found \(c.kindDescription)")
                }
                switch ColorComponent.read(text, isAlpha: key == "alpha", extended: space.isExtended) {
                case let .value(v): values.append(v)
                case .unreadable: throw fail(c, at, "cannot read \"\(text)\"; write a fraction (\"0.5\"), an 8-bit integer (\"128\") or hex (\"0x80\")")
                case let .outOfRange(rule): throw fail(c, at, "\"\(text)\" is out of range: \(rule)")
                }
            }
            return space.color(Array(values.dropLast()), alpha: values.last!)
        }
    }
}
