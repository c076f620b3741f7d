import PixelproofUICore

/// One `#Preview { … }`: its name, its traits and the view its body builds. The macro expands into
/// a type conforming to `PreviewRegistry` whose `makePreview()` returns this, as SwiftUI's does.
public struct Preview {
    /// What `PreviewTrait`s of a view preview apply to (SwiftUI's `Preview.ViewTraits`).
    public struct ViewTraits: Sendable {}

    public let name: String?
    package let traits: [PreviewTrait<ViewTraits>]
    package let body: () -> any View

    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>..., @ViewBuilder body: @escaping () -> any View) {
        self.name = name
        self.traits = traits
        self.body = body
    }
}

/// What a `#Preview` expands into: a uniquely named type per preview, registered through its
/// conformance record (which the Swift runtime lists), with where the preview is written.
public protocol PreviewRegistry {
    /// `Module/File.swift`, as `#fileID`.
    static var fileID: String { get }
    /// The file's full path, as `#filePath`: where a failure is reported.
    static var filePath: String { get }
    static var line: Int { get }
    static var column: Int { get }
    static func makePreview() throws -> Preview
}
