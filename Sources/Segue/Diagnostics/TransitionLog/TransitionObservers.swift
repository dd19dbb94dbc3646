/// The registry of `TransitionObserver`s (Segue extension). Observers are held
/// weakly and told in the order they were added. With none registered, posting an
/// event costs one check of an empty array and builds nothing.
@MainActor
public enum TransitionObservers {
    private struct WeakObserver {
        weak var observer: (any TransitionObserver)?
    }

    private static var entries: [WeakObserver] = []

    /// Starts telling `observer` about transitions and appearance callbacks. Adding
    /// the same observer twice is harmless (it is told once).
    public static func add(_ observer: any TransitionObserver) {
        entries.removeAll { $0.observer == nil }
        guard !entries.contains(where: { $0.observer === observer }) else { return }
        entries.append(WeakObserver(observer: observer))
    }

    /// Stops telling `observer`; unknown observers are ignored.
    public static func remove(_ observer: any TransitionObserver) {
        entries.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Whether anyone listens.
    public static var isEmpty: Bool { entries.allSatisfy { $0.observer == nil } }

    /// Calls `body` for each live observer (a copy of the list, so an observer may
    /// add or remove observers while being told).
    static func notify(_ body: (any TransitionObserver) -> Void) {
        guard !entries.isEmpty else { return }
        for entry in entries {
            if let observer = entry.observer { body(observer) }
        }
    }
}
