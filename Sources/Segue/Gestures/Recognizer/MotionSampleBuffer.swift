import Foundation

/// The most recent samples of a moving quantity (a pan's centroid, a pinch's
/// scale), each stamped with the media time of its event, in a fixed ring that
/// never allocates after it is made. Its velocity is the least-squares slope of the
/// samples of the last `window` seconds — so jitter in single events (a mouse
/// reports whole points) is smoothed, and time comes from the events' timestamps
/// (the loop's media time), never from a wall clock.
struct MotionSampleBuffer {
    /// How many samples are kept.
    static let capacity = 32

    private var times: [Double]
    private var xs: [Double]
    private var ys: [Double]
    private var start = 0
    /// How many samples are held.
    private(set) var count = 0

    init() {
        times = [Double](repeating: 0, count: Self.capacity)
        xs = [Double](repeating: 0, count: Self.capacity)
        ys = [Double](repeating: 0, count: Self.capacity)
    }

    private func slot(_ index: Int) -> Int { (start + index) % Self.capacity }

    /// Forgets every sample.
    mutating func removeAll() {
        start = 0
        count = 0
    }

    /// Adds a sample; one with the same time as the newest replaces it (several
    /// inputs in one tick are one sample).
    mutating func append(_ point: CGPoint, at time: Double) {
        if count > 0, abs(times[slot(count - 1)] - time) < 1e-9 {
            xs[slot(count - 1)] = Double(point.x)
            ys[slot(count - 1)] = Double(point.y)
            return
        }
        let index: Int
        if count < Self.capacity {
            index = slot(count)
            count += 1
        } else {
            index = start
            start = (start + 1) % Self.capacity
        }
        times[index] = time
        xs[index] = Double(point.x)
        ys[index] = Double(point.y)
    }

    /// Keeps only the newest sample (the velocity starts again from zero).
    mutating func keepNewestOnly() {
        guard count > 1 else { return }
        start = slot(count - 1)
        count = 1
    }

    /// Moves every sample by a vector (when the quantity is rebased, so the jump
    /// is not mistaken for motion).
    mutating func offset(by dx: CGFloat, _ dy: CGFloat) {
        for index in 0..<count {
            xs[slot(index)] += Double(dx)
            ys[slot(index)] += Double(dy)
        }
    }

    /// Multiplies every sample's x by a factor (a pinch's scale being rebased).
    mutating func scaleX(by factor: CGFloat) {
        for index in 0..<count { xs[slot(index)] *= Double(factor) }
    }

    /// The velocity (units per second): the least-squares slope over the samples no
    /// older than `window` seconds before the newest, and at least the two newest;
    /// zero with fewer than two samples or no time between them.
    func velocity(over window: Double) -> CGVector {
        guard count >= 2 else { return CGVector(dx: 0, dy: 0) }
        let newest = times[slot(count - 1)]
        var first = count - 2
        while first > 0, times[slot(first - 1)] >= newest - window - 1e-9 { first -= 1 }
        let n = Double(count - first)
        var meanT = 0.0, meanX = 0.0, meanY = 0.0
        for index in first..<count {
            meanT += times[slot(index)]
            meanX += xs[slot(index)]
            meanY += ys[slot(index)]
        }
        meanT /= n
        meanX /= n
        meanY /= n
        var stt = 0.0, stx = 0.0, sty = 0.0
        for index in first..<count {
            let dt = times[slot(index)] - meanT
            stt += dt * dt
            stx += dt * (xs[slot(index)] - meanX)
            sty += dt * (ys[slot(index)] - meanY)
        }
        guard stt > 1e-18 else { return CGVector(dx: 0, dy: 0) }
        return CGVector(dx: CGFloat(stx / stt), dy: CGFloat(sty / stt))
    }
}
