import Foundation
@testable import PixelDiff
import Raster
import Values

/// Small helpers to build test images pixel by pixel.
enum TestImages {
    static func filled(_ width: Int, _ height: Int, _ c: RGBAColor) -> RGBAImage {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for _ in 0..<(width * height) { bytes += [c.r, c.g, c.b, c.a] }
        return try! RGBAImage(width: width, height: height, bytes: bytes)
    }

    static func grey(_ v: UInt8, alpha: UInt8 = 255) -> RGBAColor { RGBAColor(r: v, g: v, b: v, a: alpha) }

    static func decode(base64 text: String) throws -> RGBAImage {
        try PNGImageFile.decode([UInt8](Data(base64Encoded: text)!)).image
    }
}

extension RGBAImage {
    mutating func set(_ x: Int, _ y: Int, _ c: RGBAColor) {
        let i = (y * width + x) * 4
        bytes[i] = c.r; bytes[i + 1] = c.g; bytes[i + 2] = c.b; bytes[i + 3] = c.a
    }
}

extension Comparison {
    var mismatched: Int { metrics?.mismatched ?? -1 }
}
