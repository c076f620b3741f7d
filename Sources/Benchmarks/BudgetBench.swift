import CommandLineSupport
import SceneBuilding
import Pixelproof

/// The drawing budget's refusal: a description that asks for minutes of drawing (300 canvas-sized
/// cards with 400 px blurred shadows on 4000 x 4000 at 2x) is refused from its display list,
/// before any pixel is drawn. The tests assert that it is refused and by the budget; how long the
/// refusal takes is measured here, where a time is a figure and not a pass or a fail.
enum BudgetBench {
    static let cards = 300

    static var description: String {
        let card = "    - shape: {kind: roundedRect, width: 4000, height: 4000, cornerRadius: 8, fill: \"#ffffff\", "
            + "shadow: [{x: 0, y: 4, blur: 400, color: \"#00000040\"}]}\n"
        return "system: ids\ncanvas: {width: 4000, height: 4000}\ncontent:\n  zstack:\n    children:\n" + String(repeating: card, count: cards)
    }

    static func run() throws -> BenchSection {
        var section = BenchSection(suite: "budget", title: "A description over the drawing budget, refused before drawing (thread-CPU ms, median of 7)",
                                   header: ["what", "cost MP", "budget MP", "ms"])
        let renderer = Renderer(scale: 2)
        let bytes = Array(description.utf8)
        let document = try DescriptionFile.load(bytes: bytes, file: "budget-bench.yaml", directory: "")
        let list = try renderer.displayList(of: document)
        let cost = DrawingBudget.cost(of: list), budget = DrawingBudget.default.maxMegapixels
        // Timed only while the budget refuses it: drawn, each run would take minutes.
        guard (try? DrawingBudget.default.check(list)) == nil else {
            section.add([.text("\(cards) shadowed cards: within the budget, not timed"), .number(cost, decimals: 0), .number(budget, decimals: 0), .text("-")])
            return section
        }
        let load = Stopwatch.median {
            _ = try? renderer.pixmap(of: try DescriptionFile.load(bytes: bytes, file: "budget-bench.yaml", directory: ""))
        }
        let refusal = Stopwatch.median { _ = try? renderer.pixmap(of: document) }
        section.add([.text("\(cards) shadowed 4000 x 4000 cards at 2x: parse + refusal"), .number(cost, decimals: 0), .number(budget, decimals: 0), .ms(load.cpuMs)])
        section.add([.text("the same, parsed once: layout + display list + refusal"), .number(cost, decimals: 0), .number(budget, decimals: 0), .ms(refusal.cpuMs)])
        return section
    }
}
