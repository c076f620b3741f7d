import DescriptionModel
import Files
import SVGIcons

extension Node {
    /// The nodes directly inside this one, each with its key path relative to this node's body
    /// (`children[1]`, `child`, `leading`), in document order.
    package var childNodes: [(key: DescriptionPath.Step, index: Int?, node: Node)] {
        switch self {
        case let .vstack(s), let .hstack(s), let .zstack(s):
            return backdrops(s.background, s.overlay, before: s.children.enumerated().map { (.key("children"), $0, $1) })
        case let .frame(f):
            return backdrops(f.background, f.overlay, before: [(.key("child"), nil, f.child)])
        case let .component(component):
            return component.component.slots.map { (.key($0.key), $0.index, $0.node) }
        case let .modified(node, _):
            return node.childNodes
        default:
            return []
        }
    }
}

extension Node {
    /// The background node first, then `content`, then the overlay node, in document order of drawing.
    private func backdrops(_ background: Backdrop?, _ overlay: Backdrop?,
                           before content: [(key: DescriptionPath.Step, index: Int?, node: Node)])
        -> [(key: DescriptionPath.Step, index: Int?, node: Node)] {
        var out: [(key: DescriptionPath.Step, index: Int?, node: Node)] = []
        if let node = background?.node { out.append((.key("background"), nil, node)) }
        out += content
        if let node = overlay?.node { out.append((.key("overlay"), nil, node)) }
        return out
    }
}

extension Document {
    /// Visits every node depth-first in document order with the key path of its body
    /// (`content.vstack.children[1].button`), the path the parser recorded its keys under.
    package func forEachNode(_ visit: (Node, DescriptionPath) -> Void) {
        func walk(_ node: Node, at path: DescriptionPath) {
            // Layout modifiers are keys of the node's own mapping: the node stands at the same path.
            if case let .modified(inner, _) = node { return walk(inner, at: path) }
            let body = path.appending(node.kind)
            visit(node, body)
            for child in node.childNodes {
                var childPath = body
                if case let .key(key) = child.key { childPath = childPath.appending(key) }
                if let index = child.index { childPath = childPath.appending(index: index) }
                walk(child.node, at: childPath)
            }
        }
        walk(content, at: DescriptionPath.root.appending("content"))
    }

    /// Every file the description names (the tokens file, images, icon files), with the key path
    /// that names it and what it is for.
    package var fileReferences: [(path: DescriptionPath, file: FileReference, role: FileRole)] {
        var result: [(DescriptionPath, FileReference, FileRole)] = []
        if case let .tokensFile(file) = system { result.append((DescriptionPath.root.appending("system"), file, .tokens)) }
        forEachNode { node, path in
            switch node.unmodified {
            case let .image(image): result.append((path.appending("source"), image.source, .image))
            case let .icon(icon):
                if case let .file(file) = icon.glyph { result.append((path.appending("file"), file, .icon)) }
            case let .component(component):
                for (key, file) in component.component.files { result.append((path.appending(key), file, .image)) }
            default: break
            }
        }
        return result
    }

    /// An error for each SVG icon file the description names that cannot be drawn (an element the
    /// reader does not draw, a malformed file), at the key that names it, with the SVG file's own
    /// line: found while the description is checked, before anything is drawn. Files that are not
    /// there are `unusableFiles`' to report.
    package func unreadableIconFiles() -> [DescriptionError] {
        var errors: [DescriptionError] = []
        forEachNode { node, path in
            guard case let .icon(icon) = node, case let .file(file) = icon.glyph, IconFile.kind(of: file.resolved) == .svg,
                  FilePath.isFile(file.resolved) else { return }
            do { _ = try SVGIcon.load(file.resolved) } catch {
                errors.append(sourceMap.error(file: self.file, location: sourceMap[path.appending("file")], path: path.appending("file"),
                                              message: "the icon \"\(file.given)\" cannot be drawn: \(error)"))
            }
        }
        return errors
    }

    /// An error for each named file that is not there, or is no file (a folder named like one,
    /// `icons.svg/`; a pipe), with its place in the file. `kind` says what stands at a resolved
    /// path; the CLI passes `FileKind.at`, so the parser itself never touches the disk.
    package func unusableFiles(kind: (String) -> FileKind) -> [DescriptionError] {
        fileReferences.compactMap { path, file, role in
            let found = kind(file.resolved)
            let message: String
            switch found {
            case .regularFile: return nil
            case .missing:
                message = "file \"\(file.given)\" not found (looked for \(file.resolved)); paths are relative to the description file"
            case .folder:
                message = "\"\(file.given)\" is a folder (\(file.resolved)), not \(role.expected); name \(role.expected) inside it, relative to the description file"
            case .pipe, .socket, .device:
                message = "\"\(file.given)\" is \(found.noun) (\(file.resolved)), not \(role.expected); name a regular file (pipes, sockets and devices are not read: one could wait forever)"
            }
            return sourceMap.error(file: self.file, location: sourceMap[path], path: path, message: message)
        }
    }
}
