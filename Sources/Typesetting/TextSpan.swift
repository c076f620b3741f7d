/// A piece of a paragraph in one style: a `Text` joined with `+`, a Markdown `**bold**` run, an
/// `AttributedString` run. A paragraph of spans is shaped span by span (each in its own font) and
/// broken into lines across them, on one baseline per line.
package struct TextSpan: Hashable, Sendable {
    package var string: String
    package var style: TextStyle

    package init(_ string: String, style: TextStyle) { self.string = string; self.style = style }
}
