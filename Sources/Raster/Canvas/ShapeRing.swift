/// The ring of a shape's coverage mask that its boundary contrast is measured on: fully covered
/// pixels whose Chebyshev distance to the nearest pixel not fully covered (outside the region counts)
/// is 3, 4 or 5 — clear of the anti-aliased edge and of a glass highlight hairline, close to the
/// outline.
///
/// Control shapes are convex, so every row's full pixels form one run; then the distance is found
/// from the runs of the eleven rows around each pixel, for the pixels near a run's ends only (work
/// proportional to the outline, not the area). Any other mask gets a two-pass distance transform.
enum ShapeRing {
    static let inner = 3, outer = 5

    /// Indices (row-major) of the ring's pixels, in increasing order.
    package static func pixels(coverage: [UInt8], width: Int, height: Int) -> [Int] {
        guard width > 0, height > 0, coverage.count == width * height else { return [] }
        guard let runs = runs(coverage, width: width, height: height) else {
            return transform(coverage, width: width, height: height)
        }
        var ring: [Int] = []
        for y in 0..<height {
            guard let run = runs[y] else { continue }
            // Rows within `outer` rows, and how far in from their ends every pixel of this row's run is.
            let low = max(0, y - outer)
            let high = min(height - 1, y + outer)
            var edgeRows = y - outer < 0 || y + outer >= height
            var leftLimit = run.lowerBound
            var rightLimit = run.upperBound
            for other in low...high {
                guard let neighbour = runs[other] else {
                    edgeRows = true
                    continue
                }
                leftLimit = max(leftLimit, neighbour.lowerBound)
                rightLimit = min(rightLimit, neighbour.upperBound)
            }
            // Pixels from leftLimit + outer to rightLimit − outer − 1 are more than `outer` from any
            // row's end; unless a nearby row is missing, they are not in the ring.
            let skipFrom = leftLimit + outer
            let skipTo = rightLimit - outer - 1
            var x = run.lowerBound
            while x < run.upperBound {
                if x >= skipFrom, x <= skipTo {
                    // Every pixel from here to skipTo is more than `outer` from any nearby row's end, so
                    // its distance depends on the rows alone (a missing row, the region's edge): the same
                    // for all of them.
                    if edgeRows {
                        let distance = chebyshev(x: x, y: y, runs: runs, height: height)
                        if distance >= inner && distance <= outer { ring.append(contentsOf: (y * width + x)...(y * width + skipTo)) }
                    }
                    x = skipTo + 1
                    continue
                }
                let distance = chebyshev(x: x, y: y, runs: runs, height: height)
                if distance >= inner && distance <= outer { ring.append(y * width + x) }
                x += 1
            }
        }
        return ring
    }

    /// Each row's fully covered pixels as one run (nil for a row with none), or nil when some
    /// row's full pixels are not contiguous.
    private static func runs(_ coverage: [UInt8], width: Int, height: Int) -> [Range<Int>?]? {
        var runs: [Range<Int>?] = []
        runs.reserveCapacity(height)
        let contiguous = coverage.withUnsafeBufferPointer { mask -> Bool in
            for y in 0..<height {
                let row = y * width
                var first = 0
                while first < width && mask[row + first] != 255 { first += 1 }
                if first == width {
                    runs.append(nil)
                    continue
                }
                var last = width - 1
                while mask[row + last] != 255 { last -= 1 }
                // Contiguous: no byte between first and last other than 255, checked eight at a time.
                var x = first
                if let base = mask.baseAddress {
                    let raw = UnsafeRawPointer(base + row)
                    while x + 8 <= last + 1 {
                        if raw.loadUnaligned(fromByteOffset: x, as: UInt64.self) != UInt64.max { return false }
                        x += 8
                    }
                }
                while x <= last {
                    if mask[row + x] != 255 { return false }
                    x += 1
                }
                runs.append(first..<(last + 1))
            }
            return true
        }
        return contiguous ? runs : nil
    }

    /// Distance (capped at `outer + 1`) from (x, y), inside its row's run, to the nearest pixel not
    /// fully covered, from the runs of the rows around it.
    private static func chebyshev(x: Int, y: Int, runs: [Range<Int>?], height: Int) -> Int {
        var best = min(outer + 1, y + 1, height - y)
        for dy in 0...outer where dy < best {
            for side in 0..<(dy == 0 ? 1 : 2) {
                let other = side == 0 ? y - dy : y + dy
                guard other >= 0, other < height else { continue }
                guard let run = runs[other], run.contains(x) else {
                    best = min(best, max(dy, 1))
                    continue
                }
                let horizontal = min(x - run.lowerBound + 1, run.upperBound - x)
                best = min(best, max(dy, horizontal))
            }
        }
        return best
    }

    /// The general case: a two-pass Chebyshev distance transform capped at `outer + 1`.
    private static func transform(_ coverage: [UInt8], width: Int, height: Int) -> [Int] {
        let cap = UInt8(outer + 1)
        var distance = [UInt8](repeating: 0, count: width * height)
        distance.withUnsafeMutableBufferPointer { d in
            for y in 0..<height {
                let row = y * width
                for x in 0..<width where coverage[row + x] == 255 {
                    var best = UInt8(min(1 + min(x, y), Int(cap)))
                    if y > 0 {
                        let above = row - width + x
                        if x > 0 { best = min(best, d[above - 1] &+ 1) }
                        best = min(best, d[above] &+ 1)
                        if x + 1 < width { best = min(best, d[above + 1] &+ 1) }
                    }
                    if x > 0 { best = min(best, d[row + x - 1] &+ 1) }
                    d[row + x] = best
                }
            }
            for y in stride(from: height - 1, through: 0, by: -1) {
                let row = y * width
                for x in stride(from: width - 1, through: 0, by: -1) where d[row + x] > 0 {
                    var best = min(d[row + x], UInt8(min(width - x, height - y, Int(cap))))
                    if y + 1 < height {
                        let below = row + width + x
                        if x + 1 < width { best = min(best, d[below + 1] &+ 1) }
                        best = min(best, d[below] &+ 1)
                        if x > 0 { best = min(best, d[below - 1] &+ 1) }
                    }
                    if x + 1 < width { best = min(best, d[row + x + 1] &+ 1) }
                    d[row + x] = best
                }
            }
        }
        return distance.indices.filter { (inner...outer).contains(Int(distance[$0])) }
    }
}
