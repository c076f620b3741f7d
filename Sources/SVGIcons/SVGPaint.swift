import Foundation
import Values

/// A `fill` or `stroke` value of a template icon: painted or not, and with what opacity. The
/// colour itself is not kept: an icon is drawn as a template, in the foreground colour, as SwiftUI
/// draws symbols and template images; only a colour's own alpha (`#0008`, `rgba(…, 0.5)`) counts.
enum SVGPaint: Hashable {
    case none
    case ink(alpha: Double)

    /// The paint `text` names, or why it cannot be read.
    static func parse(_ text: String) -> Result<SVGPaint, ValueProblem> {
        let t = text.trimmingSpaces
        let lower = t.lowercased()
        if lower == "none" { return .success(.none) }
        if lower == "transparent" { return .success(.ink(alpha: 0)) }
        if lower == "currentcolor" { return .success(.ink(alpha: 1)) }
        if lower.hasPrefix("url(") { return .failure("\(t): gradients and patterns are not drawn; an icon is one colour (fill with a colour or currentColor)") }
        if t.hasPrefix("#") {
            guard let color = RGBAColor(hex: t) else { return .failure("cannot read the colour \"\(t)\"; write #rgb, #rrggbb or #rrggbbaa") }
            return .success(.ink(alpha: Double(color.a) / 255))
        }
        if lower.hasPrefix("rgb(") || lower.hasPrefix("rgba(") || lower.hasPrefix("hsl(") || lower.hasPrefix("hsla(") {
            guard lower.hasSuffix(")"), let open = lower.firstIndex(of: "(") else { return .failure("\(t) is not closed with )") }
            let inner = String(lower[lower.index(after: open)..<lower.index(before: lower.endIndex)])
                .replacingOccurrences(of: "%", with: " ").replacingOccurrences(of: "/", with: " ")
                .replacingOccurrences(of: "deg", with: " ")
            guard let numbers = SVGNumbers.list(inner), numbers.count == 3 || numbers.count == 4 else {
                return .failure("cannot read the colour \"\(t)\"; write rgb(r, g, b) or rgba(r, g, b, a)")
            }
            // The alpha is a fraction, or a percentage when written with %.
            var alpha = numbers.count == 4 ? numbers[3] : 1
            if numbers.count == 4, lower.dropLast().hasSuffix("%") { alpha /= 100 }
            return .success(.ink(alpha: min(max(alpha, 0), 1)))
        }
        if !lower.isEmpty, lower.allSatisfy({ $0 >= "a" && $0 <= "z" }) { return .success(.ink(alpha: 1)) }  // a named colour
        return .failure("cannot read the paint \"\(t)\"; write none, currentColor or a colour")
    }
}
