import Testing
@testable import Components

/// SVG path data is checked for commands and argument counts before anything is drawn.
@Suite struct PathDataCheckTests {
    @Test(arguments: [
        "M0 0L10 10",
        "m1,2 l3,4 h5 v6 z",
        "M0 0 C1 2 3 4 5 6 S7 8 9 10 Q1 2 3 4 T5 6 Z",
        "M-1.5-2.5l.5.5",
        "M1e2 1E-2 L+3 4",
        "M0 0 A5 5 0 1 0 10 10",
        "M0 0 a5 5 0 0110 10",
        "M0 0 L1 1 2 2 3 3",
        "M0 0 H1 2 3",
        "M 12 2 L 22 22 L 2 22 Z M 11 10 h 2 v 6 h -2 z",
    ])
    func accepted(_ d: String) throws {
        try PathDataCheck.check(d)
    }

    @Test(arguments: [
        ("", 0, "path data is empty"),
        ("L0 0", 0, "path data must start with M or m"),
        ("0 0", 0, "path data must start with M or m"),
        ("M0", 0, "\"M\" takes 2 numbers (or a multiple), found 1"),
        ("M0 0 L1", 5, "\"L\" takes 2 numbers (or a multiple), found 1"),
        ("M0 0 C1 2 3 4 5", 5, "\"C\" takes 6 numbers"),
        ("M0 0 Z 1", 7, "unexpected \"1\" after \"Z\""),
        ("M0 0 L1 x", 8, "expected a number or a command"),
        ("M0 0 A5 5 0 2 0 1 1", 12, "arc flags are 0 or 1"),
        ("M0 0 L1e 2", 7, "exponent without digits"),
        ("M0 0 L1e999 2", 6, "number out of range"),
        ("M0 0 B1 2", 5, "expected a number or a command"),
    ] as [(String, Int, String)])
    func refused(_ d: String, offset: Int, message: String) {
        #expect {
            try PathDataCheck.check(d)
        } throws: { error in
            guard let problem = error as? PathDataCheck.Problem else { return false }
            return problem.offset == offset && problem.message.hasPrefix(message)
        }
    }
}
