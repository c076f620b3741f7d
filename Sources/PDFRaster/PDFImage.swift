import Files
import Raster

/// A PDF drawn as an image, the way an asset catalog's vector image is: its first page, at the
/// page's size in points (its CropBox, else its MediaBox, turned by its /Rotate) times the pixels
/// per point asked for, on a transparent background, premultiplied like a decoded PNG. Drawn by
/// PDFium (`PDFiumLibrary`), whose rasteriser gives the same bytes for the same input and version.
package enum PDFImage {
    /// The largest PDF read (an icon's PDF is a few kilobytes; this bounds what a damaged or
    /// hostile file makes PDFium parse).
    package static let maxFileBytes = 32 << 20

    /// The first page of the PDF at `path` as pixels: ⌈points × `pixelsPerPoint`⌉ a side (the
    /// rounding pypdfium2 uses), within `limits` (the decoder's: 16,384 px a side, 64 megapixels).
    package static func pixmap(of path: String, pixelsPerPoint: Double, limits: PixmapLimits = .default) throws(PDFImageError) -> Pixmap {
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(path, maxBytes: maxFileBytes) } catch {
            throw PDFImageError(file: path, error.message + "; an image set's PDF is a regular file of at most \(maxFileBytes >> 20) MiB")
        }
        let library = try PDFiumLibrary.shared()
        return try library.withLock { calls throws(PDFImageError) -> Pixmap in
            try draw(bytes, of: path, pixelsPerPoint: pixelsPerPoint, limits: limits, calls: calls)
        }
    }

    /// Called with PDFium's lock held.
    private static func draw(_ bytes: [UInt8], of path: String, pixelsPerPoint: Double, limits: PixmapLimits,
                             calls: PDFiumLibrary.Calls) throws(PDFImageError) -> Pixmap {
        let reexport = "export the image again as a PDF (or as PNG at 1x, 2x and 3x) into the image set"
        let drawn: Result<Pixmap, PDFImageError> = bytes.withUnsafeBytes { buffer in
            // PDFium reads the document from this buffer until it is closed, inside this closure.
            guard let document = calls.loadMemDocument(buffer.baseAddress, Int32(buffer.count), nil) else {
                switch calls.getLastError() {
                case PDFiumLibrary.errorPassword, PDFiumLibrary.errorSecurity:
                    return .failure(PDFImageError(file: path, "is encrypted with a password, so it cannot be drawn; " + reexport + " without a password"))
                case PDFiumLibrary.errorSuccess:
                    // PDFium opens no document, and no error, for an empty page tree.
                    return .failure(PDFImageError(file: path, "has no pages (PDFium finds no page to open); " + reexport))
                default:
                    return .failure(PDFImageError(file: path, "is not a PDF that PDFium can read (damaged, cut short or another format); " + reexport))
                }
            }
            defer { calls.closeDocument(document) }
            guard calls.getPageCount(document) > 0 else {
                return .failure(PDFImageError(file: path, "has no pages, so there is nothing to draw; " + reexport))
            }
            guard let page = calls.loadPage(document, 0) else {
                return .failure(PDFImageError(file: path, "its first page cannot be read (damaged); " + reexport))
            }
            defer { calls.closePage(page) }
            let points = (width: Double(calls.getPageWidthF(page)), height: Double(calls.getPageHeightF(page)))
            guard points.width.isFinite, points.height.isFinite, points.width > 0, points.height > 0 else {
                return .failure(PDFImageError(file: path, "its first page has no size (\(points.width) × \(points.height) pt in its MediaBox and CropBox); " + reexport))
            }
            // ⌈ ⌉ of the exact product; the small allowance keeps 72 pt × 2/3 at 48 px, not 49.
            let wide = (points.width * pixelsPerPoint - 1e-6).rounded(.up), high = (points.height * pixelsPerPoint - 1e-6).rounded(.up)
            let size = (width: Int(min(max(wide, 1), 1e9)), height: Int(min(max(high, 1), 1e9)))
            do { try limits.check(width: size.width, height: size.height) } catch {
                return .failure(PDFImageError(file: path, "its page is \(format(points.width)) × \(format(points.height)) pt, \(size.width) × \(size.height) px at \(format(pixelsPerPoint)) px a point, "
                    + "past the limit of \(limits.maxSide) px a side and \(limits.maxPixels / 1_000_000) megapixels; an image set's PDF is the image at its size in points (a 24 × 24 pt icon is a 24 × 24 pt page)"))
            }
            var pixels = [UInt8](repeating: 0, count: size.width * size.height * 4)
            let rendered = pixels.withUnsafeMutableBytes { out -> Bool in
                guard let bitmap = calls.bitmapCreateEx(Int32(size.width), Int32(size.height), PDFiumLibrary.bitmapBGRA,
                                                        out.baseAddress, Int32(size.width * 4)) else { return false }
                defer { calls.bitmapDestroy(bitmap) }
                calls.renderPageBitmap(bitmap, page, 0, 0, Int32(size.width), Int32(size.height), 0, PDFiumLibrary.renderFlags)
                return true
            }
            guard rendered else { return .failure(PDFImageError(file: path, "PDFium could not make a \(size.width) × \(size.height) px bitmap for it (out of memory)")) }
            premultiplyingBGRA(&pixels)
            do { return .success(try Pixmap(width: size.width, height: size.height, premultipliedBytes: pixels, limits: limits)) } catch {
                return .failure(PDFImageError(file: path, "\(error)"))
            }
        }
        return try drawn.get()
    }

    /// PDFium's straight BGRA into the premultiplied RGBA every image is drawn from.
    static func premultiplyingBGRA(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let b = UInt32(p[i]), r = UInt32(p[i &+ 2]), a = UInt32(p[i &+ 3])
                p[i] = UInt8(truncatingIfNeeded: div255(r &* a))
                p[i &+ 1] = UInt8(truncatingIfNeeded: div255(UInt32(p[i &+ 1]) &* a))
                p[i &+ 2] = UInt8(truncatingIfNeeded: div255(b &* a))
                i &+= 4
            }
        }
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String((value * 100).rounded() / 100)
    }
}
