import Files
import JSON

#if canImport(Foundation)
import Foundation
#endif

/// A token system read from a file: a W3C Design Tokens Community Group file (format 2025.10,
/// `$value`/`$type`) or the legacy Tokens Studio export (`value`/`type`, token sets).
/// Use it as a description's `system:`; `pixelproof tokens --system FILE` lists it.
package struct TokenFile: Sendable {
    /// Which kind of token file it was: DTCG or Tokens Studio.
    package enum Format: String, Sendable {
        case dtcg
        case tokensStudio
    }

    package var system: TokenSystem
    package var format: Format
    /// Tokens whose types Pixelproof does not draw (duration, cubicBezier, border, …), as
    /// `path ($type)`, in file order. They are left out of `system`, not silently lost.
    package var skipped: [String]
    /// With `lenient`, the tokens left out because Pixelproof cannot honour something in them (an
    /// unknown modifier, a colour space it cannot convert, an unknown `$type`), one per token.
    package var warnings: [TokenFileError] = []

    /// How strictly a file is read. Strict (the default): the first token Pixelproof cannot read
    /// or cannot honour stops the load with an error naming file, line:col and token path.
    /// Lenient: such a token is left out with a warning, and the rest load.
    package struct Options: Sendable {
        package var lenient: Bool
        package init(lenient: Bool = false) { self.lenient = lenient }
        package static let strict = Options()
    }

    /// Reads a token file's bytes; `name` is the system's name and, unless `source` is given,
    /// the file named in messages.
    package static func read(bytes: [UInt8], name: String, source: String? = nil, options: Options = .strict) throws(TokenFileError) -> TokenFile {
        do {
            var file = try parse(bytes: bytes, name: name, collectAll: options.lenient)
            if let source { for i in file.warnings.indices { file.warnings[i].file = source } }
            return file
        } catch {
            var e = error
            if let source { e.file = source }
            throw e
        }
    }

    /// Every problem of a file at once (for `pixelproof tokens --check`): each token that cannot be
    /// read or honoured, or the one problem that stops the whole file (not JSON, an `$extends` cycle).
    package static func problems(bytes: [UInt8], name: String, source: String? = nil) -> [TokenFileError] {
        do {
            return try read(bytes: bytes, name: name, source: source, options: Options(lenient: true)).warnings
        } catch {
            return [error]
        }
    }

    private static func parse(bytes: [UInt8], name: String, collectAll: Bool) throws(TokenFileError) -> TokenFile {
        let root: JSONNode
        do {
            root = try JSONNode.parse(bytes)
        } catch {
            throw TokenFileError(file: name, line: error.line, column: error.column, message: error.message + " (the file is not valid JSON)")
        }
        return try parse(root: root, name: name, collectAll: collectAll)
    }

    /// A token tree already parsed (a resolver's merged sets), read as a token file.
    static func read(root: JSONNode, name: String, options: Options = .strict) throws(TokenFileError) -> TokenFile {
        try parse(root: root, name: name, collectAll: options.lenient)
    }

    private static func parse(root: JSONNode, name: String, collectAll: Bool) throws(TokenFileError) -> TokenFile {
        guard root.members != nil else {
            throw TokenFileError(file: name, line: root.line, column: root.column,
                                 message: "the file is \(root.kindDescription); a token file is a JSON object of groups and tokens")
        }
        let collected = try TokenCollector.collect(root: root, file: name)
        var resolver = AliasResolver(file: name, collected: collected)
        var tokens: [Token] = []
        var skipped: [String] = []
        var warnings: [TokenFileError] = []
        for key in collected.order {
            let raw = collected.tokens[key]!
            let resolved: AliasResolver.Resolved
            let decoded: TokenValueDecoder.Decoded
            do {
                resolved = try resolver.resolve(key)
                let decoder = TokenValueDecoder(file: name, path: raw.path, legacy: collected.format == .tokensStudio)
                decoded = try decoder.decode(resolved, rawNode: raw.node)
            } catch {
                guard collectAll else { throw error }
                warnings.append(error)
                continue
            }
            switch decoded {
            case .skipped(let type):
                skipped.append("\(key) (\(type))")
            case .value(let value):
                let group = raw.path.count > 1 ? raw.path[0] : ""
                let tokenName = raw.path.count > 1 ? raw.path.dropFirst().joined(separator: ".") : raw.path[0]
                tokens.append(Token(group: group, name: tokenName, value: value, aliasOf: resolved.aliasOf,
                                    description: raw.description))
            }
        }
        return TokenFile(system: TokenSystem(name: name, tokens: tokens), format: collected.format, skipped: skipped,
                         warnings: warnings)
    }

    /// The largest token file read (16 MiB; a 20,000-token export is about 2 MiB).
    package static let maxFileBytes = 16 << 20

    /// Reads a token file from disk. The system is named after the file's last path component.
    package static func read(path: String, options: Options = .strict) throws(TokenFileError) -> TokenFile {
        // Bounded: a token file is text a design tool exported, never gigabytes.
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(path, maxBytes: maxFileBytes) } catch { throw .unreadable(error) }
        return try read(bytes: bytes, name: FilePath.fileName(of: path), source: path, options: options)
    }
}

extension TokenSystem {
    /// The system a name means (`TokenSystemName`'s rule): a built-in system, else a token file,
    /// relative to `baseDirectory` (the description file's folder) when the path is relative.
    /// `warn` hears of tokens the file holds that Pixelproof does not draw.
    /// With `options.lenient`, tokens that cannot be honoured are left out and `warn` hears each;
    /// `notes` hears of tokens of types Pixelproof does not draw (durations, borders), left out too.
    package static func load(_ system: String, relativeTo baseDirectory: String? = nil, options: TokenFile.Options = .strict,
                            warn: (String) -> Void = { _ in }, notes: (String) -> Void = { _ in }) throws(TokenFileError) -> TokenSystem {
        switch TokenSystemName(system) {
        case let .builtIn(name): return builtIn(name)!
        case let .unknown(text, suggestion):
            throw TokenFileError(file: text, message: TokenSystemName.unknownMessage(text, suggestion: suggestion))
        case .file:
            let path = baseDirectory.map { FilePath.join($0, system) } ?? system
            let file = try TokenFile.read(path: path, options: options)
            for name in file.skipped { notes("\(system): \(name): skipped, Pixelproof does not draw this type") }
            for problem in file.warnings { warn("warning: \(problem); the token is left out (--lenient)") }
            return file.system
        }
    }
}
