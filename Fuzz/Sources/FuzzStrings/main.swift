import FuzzSupport
import Localization

/// A strings file read three ways — as a String Catalog, a `.strings` file and a `.stringsdict` —
/// and every key read resolved in an LTR, an RTL and a six-plural locale with an integer, a
/// fraction and a string, so the format-string parser, the plural choice and the formatter run too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let catalogs = [
        try? StringCatalog.parse(xcstrings: bytes, file: "fuzz.xcstrings"),
        try? StringCatalog.parse(strings: bytes, language: "de", file: "de.lproj/fuzz.strings"),
        try? StringCatalog.parse(stringsdict: bytes, language: "ar", file: "ar.lproj/fuzz.stringsdict"),
    ]
    let argumentLists: [[FormatArgument]] = [[], [.integer(3), .integer(1)], [.double(1.5), .string("x")], [.string("x")]]
    for catalog in catalogs.compactMap({ $0 }) {
        for key in catalog.keys.prefix(16) {
            for locale in ["en", "ar", "ru"] {
                for arguments in argumentLists { _ = try? catalog.resolve(key, arguments: arguments, locale: LocaleIdentifier(locale)) }
            }
        }
        _ = catalog.coverageLine(for: LocaleIdentifier("ja"))
    }
    return 0
}

@_cdecl("FuzzStrings_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzStrings(data, size) }
}
