import ArgumentParser

/// `pixelproof bench`: Pixelproof's own speed figures (thread CPU time, median of several runs).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Print Pixelproof's speed figures (thread CPU time, medians).")

    @Argument(help: "Which benchmarks to run: png, diff (more arrive with the benchmark issue).")
    var suites: [String] = ["png"]

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func validate() throws {
        for suite in suites where !["png", "diff"].contains(suite) {
            throw ValidationError("unknown benchmark suite \"\(suite)\"; expected one of: png, diff")
        }
    }

    func run() throws {
        if suites.contains("diff") { print(try DiffBench.report(json: json)) }
        guard suites.contains("png") else { return }
        let rows = try PNGBench.run()
        if json {
            let items = rows.map { "{\"name\": \"\($0.name)\", \"msPerMegapixel\": \(rounded($0.encodeMsPerMP)), \"bytes\": \($0.bytes)}" }
            print("[" + items.joined(separator: ", ") + "]")
        } else {
            print("PNG, 2000 x 2000 UI-like picture (thread CPU ms per megapixel, median of 3)")
            var table = TextTable(header: ["what", "ms/MP", "bytes"])
            for row in rows { table.add([row.name, String(rounded(row.encodeMsPerMP)), String(row.bytes)]) }
            print(table.rendered)
        }
    }

    private func rounded(_ x: Double) -> Double { (x * 100).rounded() / 100 }
}
