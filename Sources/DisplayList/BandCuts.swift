import Raster

/// Where to cut a picture into horizontal bands so that every core gets the same work: the
/// rows are weighed by what is drawn across them (`DisplayList.costBoxes`), and each cut is put
/// where the work above it is its share, moved a little when that saves cutting through an item
/// whose set-up both bands would repeat (a shadow blurs its reach again on each side).
package enum BandCuts {
    /// Clearing the background is a plain store, a fraction of a fill's work a pixel.
    static let backgroundWeight = 0.1

    /// `bands` consecutive, non-empty row ranges covering the list's device rows.
    package static func rows(of list: DisplayList, bands: Int) -> [Range<Int>] {
        let height = list.deviceHeight, width = list.deviceWidth
        let count = max(1, min(bands, height))
        guard count > 1 else { return [0..<height] }
        let (work, crossing) = rowWork(of: list)
        // prefix[y]: the work of rows 0..<y, so a cut at y leaves prefix[y] above it.
        var prefix = [Double](repeating: 0, count: height + 1)
        for y in 0..<height { prefix[y + 1] = prefix[y] + work[y] + Double(width) * backgroundWeight }
        let total = prefix[height]
        var cuts = [0]
        let window = max(1, height / (4 * count))
        for i in 1..<count {
            let share = total * Double(i) / Double(count)
            let low = cuts[cuts.count - 1] + 1, high = height - (count - i)
            // The first row where the work above reaches the share, then the best cut near it.
            let even = min(max(prefix.partitioningIndex { $0 >= share }, low), high)
            var best = even, bestScore = Double.infinity
            for y in max(low, even - window)...min(high, even + window) {
                let score = abs(prefix[y] - share) + crossing[y]
                if score < bestScore { best = y; bestScore = score }
            }
            cuts.append(best)
        }
        cuts.append(height)
        return (0..<count).map { cuts[$0]..<cuts[$0 + 1] }
    }

    /// The estimated work on each device row, and the work a cut at each row would repeat.
    private static func rowWork(of list: DisplayList) -> (work: [Double], crossing: [Double]) {
        let height = list.deviceHeight, width = Double(list.deviceWidth), s = list.scale
        // Difference arrays: a box adds its work per row from its first row to past its last.
        var work = [Double](repeating: 0, count: height + 1)
        var crossing = [Double](repeating: 0, count: height + 1)
        for box in list.costBoxes {
            let y0 = Int(max(0, min(Double(height), (box.rect.minY * s).rounded(.down))))
            let y1 = Int(max(0, min(Double(height), (box.rect.maxY * s).rounded(.up))))
            let columns = max(0, min(width, box.rect.maxX * s) - max(0, box.rect.minX * s))
            guard y1 > y0, columns > 0 else { continue }
            let perRow = columns * box.weight
            work[y0] += perRow
            work[y1] -= perRow
            // Cutting inside the box (y0 < cut < y1) repeats a few rows of its work in each band.
            if y1 - y0 > 1 {
                let repeated = perRow * Double(min(y1 - y0, 16))
                crossing[y0 + 1] += repeated
                crossing[y1] -= repeated
            }
        }
        var running = 0.0, runningCrossing = 0.0
        for y in 0...height {
            running += work[y]; work[y] = running
            runningCrossing += crossing[y]; crossing[y] = runningCrossing
        }
        return (work, crossing)
    }
}

extension Array where Element == Double {
    /// The first index whose element satisfies `predicate`, for elements ordered so that the
    /// predicate is false and then true (a binary search): the first row whose prefix work
    /// reaches a share.
    fileprivate func partitioningIndex(where predicate: (Double) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if predicate(self[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
