#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Synchronization

/// PDFium, loaded at run time: no link-time dependency, so Pixelproof builds and runs without it
/// and only drawing a PDF needs it. The few C functions called are declared here from PDFium's
/// public API (`fpdfview.h`); their handles never leave this module.
///
/// PDFium is not thread-safe: every call goes through `withLock`, one caller at a time in the
/// process. The library is initialised once, when first needed.
final class PDFiumLibrary: Sendable {
    typealias Handle = OpaquePointer
    typealias InitLibrary = @convention(c) () -> Void
    typealias LoadMemDocument = @convention(c) (UnsafeRawPointer?, Int32, UnsafePointer<CChar>?) -> Handle?
    typealias GetLastError = @convention(c) () -> UInt
    typealias GetPageCount = @convention(c) (Handle?) -> Int32
    typealias LoadPage = @convention(c) (Handle?, Int32) -> Handle?
    typealias PageLength = @convention(c) (Handle?) -> Float
    typealias BitmapCreateEx = @convention(c) (Int32, Int32, Int32, UnsafeMutableRawPointer?, Int32) -> Handle?
    typealias RenderPageBitmap = @convention(c) (Handle?, Handle?, Int32, Int32, Int32, Int32, Int32, Int32) -> Void
    typealias Release = @convention(c) (Handle?) -> Void

    /// The calls, reached only while holding the lock.
    struct Calls {
        let loadMemDocument: LoadMemDocument
        let getLastError: GetLastError
        let getPageCount: GetPageCount
        let loadPage: LoadPage
        let getPageWidthF: PageLength
        let getPageHeightF: PageLength
        let bitmapCreateEx: BitmapCreateEx
        let renderPageBitmap: RenderPageBitmap
        let bitmapDestroy: Release
        let closePage: Release
        let closeDocument: Release
    }

    // fpdfview.h's values.
    static let bitmapBGRA: Int32 = 4
    static let errorSuccess: UInt = 0, errorFormat: UInt = 3, errorPassword: UInt = 4, errorSecurity: UInt = 5
    /// No flags: annotations and form fields are not drawn (an image set's page is artwork), and
    /// text is not drawn for LCD subpixels (FPDF_LCD_TEXT), which would colour its edges.
    static let renderFlags: Int32 = 0

    let path: String
    private let calls: Mutex<Calls>

    private init(path: String, calls: Calls) {
        self.path = path
        self.calls = Mutex(calls)
    }

    func withLock<T, E: Error>(_ body: (Calls) throws(E) -> T) throws(E) -> T {
        try calls.withLock { calls throws(E) -> T in try body(calls) }
    }

    /// The process's library: found (`PDFiumLocation`), loaded and initialised on first use. A
    /// library that is missing or does not load stays an error for the process.
    static func shared() throws(PDFImageError) -> PDFiumLibrary { try loaded.get() }

    private static let loaded: Result<PDFiumLibrary, PDFImageError> = Result { () throws(PDFImageError) -> PDFiumLibrary in
        let path = try PDFiumLocation.find(environment: ProcessInfo.processInfo.environment)
        let (calls, initLibrary) = try symbols(at: path)
        let library = PDFiumLibrary(path: path, calls: calls)
        library.withLock { _ in initLibrary() }
        return library
    }

    /// Whether a sanitizer's runtime is in the process (it exports this hook; nothing else does).
    static var underSanitizer: Bool { dlsym(nil, "__sanitizer_print_stack_trace") != nil }

    /// The calls of the library at `path`, loaded (not initialised: only `shared` does that, once),
    /// or an error naming it and the fix.
    static func symbols(at path: String) throws(PDFImageError) -> (Calls, InitLibrary) {
        // Linux: the library's own symbols first (RTLD_DEEPBIND). libpdfium carries its own
        // FreeType, whose functions it exports; without this, its calls would bind to the
        // system FreeType the text layer has loaded, a different version under its structures.
        // The sanitizers' runtimes end the process on an RTLD_DEEPBIND load (their interceptors
        // would be bypassed), so under AddressSanitizer, ThreadSanitizer and the fuzzers the
        // library loads without it: its FreeType calls then go to the system FreeType, which
        // only matters for a PDF whose text is drawn from fonts, none of the tests' fixtures.
        #if os(Linux)
        let mode = RTLD_NOW | RTLD_LOCAL | (underSanitizer ? 0 : RTLD_DEEPBIND)
        #else
        let mode = RTLD_NOW | RTLD_LOCAL
        #endif
        guard let handle = dlopen(path, mode) else {
            let reason = dlerror().map { String(cString: $0) } ?? "dlopen failed"
            throw PDFImageError(file: path, "cannot be loaded as PDFium (\(reason)); " + PDFImageError.installAdvice)
        }
        func symbol<T>(_ name: String, as type: T.Type) throws(PDFImageError) -> T {
            guard let address = dlsym(handle, name) else {
                throw PDFImageError(file: path, "is no PDFium library Pixelproof can use: it has no \(name); " + PDFImageError.installAdvice)
            }
            return unsafeBitCast(address, to: type)
        }
        let calls = Calls(
            loadMemDocument: try symbol("FPDF_LoadMemDocument", as: LoadMemDocument.self),
            getLastError: try symbol("FPDF_GetLastError", as: GetLastError.self),
            getPageCount: try symbol("FPDF_GetPageCount", as: GetPageCount.self),
            loadPage: try symbol("FPDF_LoadPage", as: LoadPage.self),
            getPageWidthF: try symbol("FPDF_GetPageWidthF", as: PageLength.self),
            getPageHeightF: try symbol("FPDF_GetPageHeightF", as: PageLength.self),
            bitmapCreateEx: try symbol("FPDFBitmap_CreateEx", as: BitmapCreateEx.self),
            renderPageBitmap: try symbol("FPDF_RenderPageBitmap", as: RenderPageBitmap.self),
            bitmapDestroy: try symbol("FPDFBitmap_Destroy", as: Release.self),
            closePage: try symbol("FPDF_ClosePage", as: Release.self),
            closeDocument: try symbol("FPDF_CloseDocument", as: Release.self))
        return (calls, try symbol("FPDF_InitLibrary", as: InitLibrary.self))
    }
}
