/// Delta debugging (Zeller and Hildebrandt's ddmin) over a list: finds a short
/// sub-list (order kept) for which `fails` still holds, by trying to drop chunks
/// of halving size — first keeping single chunks, then removing them — until no
/// single element can go, or `maximumTests` calls have been made. Then a last pass
/// tries to shorten what is left element by element in a cheap way for the lists
/// this test makes: merging and shortening `.ticks`.
enum ActionListShrinker {
    static func shrink<Element>(_ list: [Element], maximumTests: Int = 600, fails: ([Element]) -> Bool) -> [Element] {
        var current = list
        var tests = 0
        var granularity = 2
        while current.count >= 2 && tests < maximumTests {
            let chunks = split(current, into: granularity)
            var reduced = false
            // Try each chunk alone.
            for chunk in chunks where tests < maximumTests && chunk.count < current.count {
                tests += 1
                if fails(chunk) {
                    current = chunk
                    granularity = 2
                    reduced = true
                    break
                }
            }
            // Try each complement (with two chunks they are the chunks themselves).
            if !reduced && granularity > 2 {
                for index in chunks.indices where tests < maximumTests {
                    let complement = chunks.enumerated().filter { $0.offset != index }.flatMap(\.element)
                    guard complement.count < current.count, !complement.isEmpty else { continue }
                    tests += 1
                    if fails(complement) {
                        current = complement
                        granularity = max(granularity - 1, 2)
                        reduced = true
                        break
                    }
                }
            }
            if !reduced {
                if granularity >= current.count { break }
                granularity = min(granularity * 2, current.count)
            }
        }
        return current
    }

    /// `list` cut into `count` nearly equal consecutive chunks.
    static func split<Element>(_ list: [Element], into count: Int) -> [[Element]] {
        let count = max(1, min(count, list.count))
        var chunks: [[Element]] = []
        var start = 0
        for index in 0..<count {
            let end = start + (list.count - start) / (count - index)
            chunks.append(Array(list[start..<end]))
            start = end
        }
        return chunks
    }
}

extension ActionListShrinker {
    /// `shrink`, then shorter time steps: each `.ticks(n)` tried as `.ticks(1)`
    /// (removing it entirely was already tried).
    static func shrinkActions(_ list: [RandomAction], maximumTests: Int = 600,
                              fails: ([RandomAction]) -> Bool) -> [RandomAction] {
        var current = shrink(list, maximumTests: maximumTests, fails: fails)
        for index in current.indices {
            guard case .ticks(let count) = current[index], count > 1 else { continue }
            var candidate = current
            candidate[index] = .ticks(1)
            if fails(candidate) { current = candidate }
        }
        return current
    }
}
