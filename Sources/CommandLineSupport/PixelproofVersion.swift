/// The release both executables report (`--version`, the benchmark peers' JSON).
package enum PixelproofVersion {
    package static let current = "0.1.0"
}
