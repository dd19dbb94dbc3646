import Testing
import SegueTestSupport
@testable import SegueSDL

/// ⌊(n + k·s) / d⌋ walked with additions (`FloorQuotientWalk`).
struct FloorQuotientWalkTests {
    @Test func aQuotientWalkIsFloorDivisionAtEveryStep() {
        var random = SeededGenerator(seed: 11)
        for _ in 0..<500 {
            let numerator = Int(random.next() % 2_000_001) - 1_000_000
            let step = Int(random.next() % 20_001) - 10_000
            let denominator = Int(random.next() % 999) + 1
            var walk = FloorQuotientWalk(numerator: numerator, step: step, denominator: denominator)
            for k in 0..<40 {
                let n = numerator + k * step
                let floor = n >= 0 ? n / denominator : -((-n + denominator - 1) / denominator)
                #expect(walk.quotient == floor, "⌊(\(numerator) + \(k)·\(step)) / \(denominator)⌋")
                walk.advance()
            }
        }
    }
}
