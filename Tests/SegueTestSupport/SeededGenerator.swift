/// The tests' one seeded random number generator (Steele, Lea and Flood's
/// SeededGenerator): the same seed gives the same numbers on every machine and run, so
/// "random" test data is the same every time and a failing random action sequence
/// replays from its seed alone.
public struct SeededGenerator: RandomNumberGenerator {
    public private(set) var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A seed for the `index`th independent stream below `seed` (each sequence of a
    /// run gets its own, so one sequence replays without running the ones before).
    public static func derive(_ seed: UInt64, _ index: UInt64) -> UInt64 {
        var generator = SeededGenerator(seed: seed ^ (index &* 0xD1B5_4A32_D192_ED03))
        return generator.next()
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < p
    }

    /// An integer in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// An integer in `range` (which must not be empty).
    public mutating func int(_ range: Range<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// A number in `range`, rounded to `step` (so it prints and replays exactly).
    public mutating func number(_ range: ClosedRange<Double>, step: Double = 1) -> Double {
        (Double.random(in: range, using: &self) / step).rounded() * step
    }

    /// One of `elements` (which must not be empty).
    public mutating func pick<T>(_ elements: [T]) -> T {
        elements[Int.random(in: 0..<elements.count, using: &self)]
    }

    /// An index chosen with the given relative weights (which must not all be 0).
    public mutating func weighted(_ weights: [Double]) -> Int {
        let total = weights.reduce(0, +)
        var x = Double.random(in: 0..<total, using: &self)
        for (index, weight) in weights.enumerated() {
            if x < weight { return index }
            x -= weight
        }
        return weights.count - 1
    }
}
