import Testing
@testable import GoldenRun
import PixelDiff

/// `--shard i/n`: deterministic, disjoint, complete and balanced.
@Suite struct ShardTests {
    let names = (0..<23).map { "component-\($0)" }

    @Test func shardsPartitionTheNamesWhateverTheirOrder() throws {
        var all: [String] = []
        for i in 1...4 {
            let shard = try Shard(parsing: "\(i)/4")
            let picked = shard.select(names)
            #expect(picked == shard.select(names.reversed()))
            #expect(abs(picked.count - names.count / 4) <= 1)
            all += picked
        }
        #expect(all.sorted() == names.sorted())
        #expect(Set(all).count == names.count)
    }

    @Test func badShardsAreRefusedWithTheFormat() {
        for text in ["0/3", "4/3", "1/0", "a/b", "2", "1/2/3"] {
            #expect(throws: ShardError.self) { _ = try Shard(parsing: text) }
        }
        #expect("\(ShardError(text: "4/3"))".contains("i/n"))
    }
}
