/// The rules of the accessibility audit.
package enum AuditRule: String, Sendable, CaseIterable, Comparable {
    /// Text against what is drawn behind it (WCAG 2.2 SC 1.4.3; 1.4.6 at AAA).
    case contrast
    /// Icons against what is drawn behind them (WCAG 2.2 SC 1.4.11).
    case graphicContrast
    /// Interactive elements at least the minimum target size on both sides (Apple HIG 44 pt;
    /// WCAG 2.2 SC 2.5.8 asks 24).
    case targetSize
    /// Text cut (truncated, dropped lines, out of its box or the canvas) in a variant while it
    /// is whole in the description's default variant.
    case textClipped
    /// Interactive elements that draw no text need an accessibility label.
    case label

    package static func < (a: AuditRule, b: AuditRule) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// WCAG's conformance levels the contrast thresholds come from.
package enum AuditLevel: String, Sendable, CaseIterable {
    case AA, AAA
}

/// What the audit requires.
package struct AuditOptions: Sendable, Equatable {
    package var level: AuditLevel = .AA
    /// The smallest target side, logical px.
    package var targetSize: Double = 44
    /// The rules run (all by default).
    package var rules: Set<AuditRule> = Set(AuditRule.allCases)

    package init(level: AuditLevel = .AA, targetSize: Double = 44, rules: Set<AuditRule> = Set(AuditRule.allCases)) {
        self.level = level; self.targetSize = targetSize; self.rules = rules
    }

    /// Text of at least 24 px, or 18.66 px at weight 700 and more, is large (WCAG: 18 pt, or
    /// 14 pt bold, at 1 pt = 4/3 px).
    package static func isLarge(size: Double, weight: Double) -> Bool {
        size >= 24 || (size >= 18.66 && weight >= 700)
    }

    /// The contrast a text needs: 4.5 (large 3) at AA, 7 (large 4.5) at AAA.
    package func requiredTextContrast(large: Bool) -> Double {
        switch level {
        case .AA: return large ? 3 : 4.5
        case .AAA: return large ? 4.5 : 7
        }
    }

    /// Icons need 3 at either level (SC 1.4.11 has no AAA counterpart).
    package var requiredGraphicContrast: Double { 3 }
}
