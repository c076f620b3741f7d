import ArgumentParser
import Values

/// `--scale N`, checked the same way by every command that takes it.
enum ScaleOption {
    static func validate(_ scale: Int?) throws(ValidationError) {
        guard let scale, !Scale.isValid(scale) else { return }
        throw ValidationError("--scale must be \(Scale.choices), not \(scale)")
    }
}
