/// Tracks for slices that may overlap (Segue internal, for `FrameTrace`): slices
/// with the same name share a track while they follow one another, and an
/// overlapping one opens another lane ("name (2)"), since slices on one track
/// must nest. A lane is freed when its slice ends and reused by the next slice of
/// that name.
@MainActor
final class TraceTrackLanes {
    private var lanesByName: [String: [Int]] = [:]
    private var busy: Set<Int> = []
    private let sortIndexBase: Int

    /// Lanes whose tracks sort from `sortIndexBase` on, in the order they open.
    init(sortIndexBase: Int) {
        self.sortIndexBase = sortIndexBase
    }

    /// A free lane (track id) for a slice named `name`, opening one when all are busy.
    func acquire(_ name: String, in trace: FrameTrace) -> Int {
        let lanes = lanesByName[name] ?? []
        if let free = lanes.first(where: { !busy.contains($0) }) {
            busy.insert(free)
            return free
        }
        let title = lanes.isEmpty ? name : "\(name) (\(lanes.count + 1))"
        let thread = trace.newThread(named: title, sortIndex: sortIndexBase)
        lanesByName[name, default: []].append(thread)
        busy.insert(thread)
        return thread
    }

    /// The slice on `thread` ended.
    func release(_ thread: Int) {
        busy.remove(thread)
    }
}
