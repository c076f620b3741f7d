/// The release both executables report (`--version`, the benchmark peers' JSON).
public enum PixelproofVersion {
    public static let current = "0.1.0"
}
