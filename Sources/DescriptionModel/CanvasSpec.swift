/// The page a description is drawn on, in logical px.
public struct CanvasSpec: Hashable, Sendable {
    public var width: Double
    /// Nil: hug the content's height (checked against the limits at layout time).
    public var height: Double?
    /// Nil: transparent.
    public var background: ColorValue?
    public var padding: LengthInsets

    public init(width: Double, height: Double? = nil, background: ColorValue? = nil, padding: LengthInsets = .zero) {
        self.width = width
        self.height = height
        self.background = background
        self.padding = padding
    }

    /// The device-pixel size at `scale`: each side rounded up, so no content is cut off
    /// (a 187.5 px canvas at 1x is 188 px wide). Nil height stays nil.
    public func deviceSize(scale: Int) -> (width: Int, height: Int?) {
        // Clamped so that a limit set absurdly high cannot trap the conversion.
        func device(_ side: Double) -> Int { Int(min((side * Double(scale)).rounded(.up), 1e15)) }
        return (device(width), height.map(device))
    }
}
