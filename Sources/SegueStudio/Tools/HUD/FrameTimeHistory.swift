/// The last `capacity` frames for the HUD's graph: a ring buffer of fixed size,
/// so recording a frame never allocates. Index 0 is the oldest frame kept,
/// `count − 1` the newest.
struct FrameTimeHistory {
    /// Frames kept.
    let capacity: Int
    private var samples: [FrameTimeSample]
    /// Where the next sample goes.
    private var next = 0
    /// Frames held (up to `capacity`).
    private(set) var count = 0

    /// An empty history of `capacity` frames (at least one).
    init(capacity: Int) {
        self.capacity = max(1, capacity)
        samples = Array(repeating: FrameTimeSample(), count: self.capacity)
    }

    /// Adds the newest frame, dropping the oldest when full.
    mutating func append(_ sample: FrameTimeSample) {
        samples[next] = sample
        next = (next + 1) % capacity
        count = min(count + 1, capacity)
    }

    /// The frame at `index` from the oldest (0) to the newest (`count − 1`).
    subscript(index: Int) -> FrameTimeSample {
        precondition(index >= 0 && index < count, "index \(index) outside 0..<\(count)")
        return samples[(next - count + index + capacity) % capacity]
    }

    /// The newest frame, nil when empty.
    var newest: FrameTimeSample? { count > 0 ? self[count - 1] : nil }

    /// Forgets every frame.
    mutating func removeAll() {
        count = 0
        next = 0
    }
}
