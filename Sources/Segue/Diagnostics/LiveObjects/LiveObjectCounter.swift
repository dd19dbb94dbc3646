import Foundation

/// The counters behind `SegueLiveObjectCounts` (Segue internal): the counted
/// classes call `created(_:)` at the end of their designated initializers and
/// `freed(_:)` from `deinit`, which may run on any thread, hence the lock.
enum LiveObjectCounter {
    /// What is counted.
    enum Kind: Int, CaseIterable {
        case viewController, view, layer, transitionContext, presentationController, gestureRecognizer
    }

    private final class Storage: @unchecked Sendable {
        let lock = NSLock()
        var counts = [Int](repeating: 0, count: Kind.allCases.count)
    }

    private static let storage = Storage()

    /// One more object of `kind` exists.
    static func created(_ kind: Kind) {
        storage.lock.lock()
        storage.counts[kind.rawValue] += 1
        storage.lock.unlock()
    }

    /// One object of `kind` was freed.
    static func freed(_ kind: Kind) {
        storage.lock.lock()
        storage.counts[kind.rawValue] -= 1
        storage.lock.unlock()
    }

    /// The counts now.
    static func snapshot() -> SegueLiveObjectCounts {
        storage.lock.lock()
        let counts = storage.counts
        storage.lock.unlock()
        return SegueLiveObjectCounts(viewControllers: counts[Kind.viewController.rawValue],
                                     views: counts[Kind.view.rawValue],
                                     layers: counts[Kind.layer.rawValue],
                                     transitionContexts: counts[Kind.transitionContext.rawValue],
                                     presentationControllers: counts[Kind.presentationController.rawValue],
                                     gestureRecognizers: counts[Kind.gestureRecognizer.rawValue])
    }
}
