import Foundation

/// Groups layer changes so they commit together (Core Animation's `CATransaction`).
///
/// Every change to a layer happens inside a transaction: an explicit one between
/// `begin()` and `commit()`, or the implicit one Segue opens on the first change and
/// commits at the next tick (or at `flush()`). Transactions nest; the settings
/// (`animationDuration`, `animationTimingFunction`, `disableActions`) read from the
/// innermost transaction that set them. When the outermost transaction commits,
/// every animation added during it that had no begin time gets the same one — the
/// commit's media time in its layer's time space — so animations started together
/// stay in step. A completion block runs once every animation added after it was
/// set has stopped (at the end of a tick; see `AnimationEventQueue`).
@MainActor
public final class CATransaction: NSObject {
    /// The default `animationDuration`: a quarter of a second.
    public static let defaultAnimationDuration: CFTimeInterval = 0.25

    final class Frame {
        let isImplicit: Bool
        var duration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var disableActions: Bool?
        var completionGroup: TransactionCompletionGroup?
        var completionBlock: (() -> Void)?
        var values: [String: Any] = [:]

        init(isImplicit: Bool) { self.isImplicit = isImplicit }
    }

    /// An animation waiting for the outermost commit to give it a begin time.
    private struct PendingBegin {
        // Strong until the commit: a weak reference would give every animated
        // layer a side table and make each later retain of it slow.
        let layer: CALayer
        let animation: CAAnimation
    }

    private static var stack: [Frame] = []
    private static var pendingBegins: [PendingBegin] = []

    // MARK: Begin, commit, flush

    /// Opens a transaction nested in the current one.
    public class func begin() {
        stack.append(Frame(isImplicit: false))
    }

    /// Commits the innermost explicit transaction. A commit without a matching
    /// `begin()` is reported and ignored.
    public class func commit() {
        guard let top = stack.last, !top.isImplicit else {
            SegueDiagnostics.report("CATransaction.commit(): without a matching begin(); ignored")
            return
        }
        stack.removeLast()
        finish(top)
    }

    /// Commits the implicit transaction now, if no explicit transaction is open.
    /// The runtime calls this at every tick.
    public class func flush() {
        guard stack.count == 1, let implicit = stack.first, implicit.isImplicit else { return }
        stack.removeAll(keepingCapacity: true)
        finish(implicit)
    }

    /// Whether the implicit transaction holds changes not yet committed (Segue
    /// extension): a host about to draw between ticks calls
    /// `FixedTimestepLoop.refresh()` then, so an animation added by input this frame
    /// is drawn at its start rather than its model value at its end — Core Animation
    /// likewise commits before the run loop's iteration ends and the frame is drawn.
    public static var hasUncommittedChanges: Bool {
        stack.count == 1 && stack[0].isImplicit
    }

    /// Core Animation's lock; transactions here belong to the main actor, so there
    /// is nothing to lock.
    public class func lock() {}
    /// See `lock()`.
    public class func unlock() {}

    // MARK: Settings

    /// The duration implicit and `duration == 0` animations use.
    public class func animationDuration() -> CFTimeInterval {
        for frame in stack.reversed() { if let duration = frame.duration { return duration } }
        return defaultAnimationDuration
    }

    /// Sets the duration for this transaction. Negative or non-finite values are
    /// reported and ignored.
    public class func setAnimationDuration(_ duration: CFTimeInterval) {
        guard duration.isFinite, duration >= 0 else {
            SegueDiagnostics.report("CATransaction.setAnimationDuration(\(duration)): a duration is finite and not negative; ignored")
            return
        }
        current.duration = duration
    }

    /// The timing function implicit animations use; nil means Core Animation's
    /// `default` curve.
    public class func animationTimingFunction() -> CAMediaTimingFunction? {
        for frame in stack.reversed() { if let function = frame.timingFunction { return function } }
        return nil
    }

    /// Sets the timing function of implicit animations for this transaction; nil
    /// means the `default` curve.
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        current.timingFunction = function
    }

    /// Whether property changes skip their implicit actions.
    public class func disableActions() -> Bool {
        for frame in stack.reversed() { if let disabled = frame.disableActions { return disabled } }
        return false
    }

    /// Sets whether property changes in this transaction skip their implicit actions.
    public class func setDisableActions(_ flag: Bool) {
        current.disableActions = flag
    }

    /// The completion block of the current transaction.
    public class func completionBlock() -> (() -> Void)? {
        stack.last?.completionBlock
    }

    /// Sets the block to run once all animations added from now on in this
    /// transaction have stopped. Setting it again replaces it for the animations
    /// added after that.
    public class func setCompletionBlock(_ block: (() -> Void)?) {
        let frame = current
        frame.completionGroup?.seal()
        frame.completionBlock = block
        frame.completionGroup = block.map { TransactionCompletionGroup(block: $0) }
    }

    /// An arbitrary value stored in the current transaction; the keys
    /// `kCATransactionAnimationDuration`, `kCATransactionAnimationTimingFunction`,
    /// `kCATransactionDisableActions` and `kCATransactionCompletionBlock` read the
    /// settings above (the duration and the flag as `NSNumber`, as Core Animation
    /// returns them).
    public class func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionAnimationDuration: return NSNumber(value: animationDuration())
        case kCATransactionAnimationTimingFunction: return animationTimingFunction()
        case kCATransactionDisableActions: return NSNumber(value: disableActions())
        case kCATransactionCompletionBlock: return completionBlock()
        default:
            for frame in stack.reversed() { if let value = frame.values[key] { return value } }
            return nil
        }
    }

    /// Stores a value in the current transaction; the setting keys set the
    /// settings above. The duration may be any number (`Double`, `CGFloat`,
    /// `NSNumber`, …), the flag a `Bool` or `NSNumber`.
    public class func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case kCATransactionAnimationDuration:
            if let duration = anObject.flatMap({ AnimatableValue($0, kind: .scalar)?.scalar }) {
                setAnimationDuration(duration)
            } else {
                SegueDiagnostics.report("CATransaction.setValue(_:forKey: kCATransactionAnimationDuration): not a number; ignored")
            }
        case kCATransactionAnimationTimingFunction: setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        case kCATransactionDisableActions:
            setDisableActions((anObject.flatMap { AnimatableValue($0, kind: .boolean)?.scalar } ?? 0) != 0)
        case kCATransactionCompletionBlock: setCompletionBlock(anObject as? () -> Void)
        default: current.values[key] = anObject
        }
    }

    // MARK: Layer hooks

    /// The innermost transaction, opening the implicit one when none is open.
    static var current: Frame {
        if let top = stack.last { return top }
        let implicit = Frame(isImplicit: true)
        stack.append(implicit)
        return implicit
    }

    /// Makes sure a transaction is open (a change is happening).
    static func ensureOpen() {
        modelChangeCount &+= 1
        _ = current
    }

    /// Counts model changes (every change opens or joins a transaction), so a host
    /// can tell whether anything changed since it last drew.
    static var modelChangeCount: UInt64 = 0

    /// Records an animation just added to a layer: it joins every open completion
    /// group, and, if it has no begin time, waits for the outermost commit.
    static func animationAdded(_ animation: CAAnimation, to layer: CALayer, needsBeginTime: Bool) -> [TransactionCompletionGroup] {
        ensureOpen()
        if needsBeginTime { pendingBegins.append(PendingBegin(layer: layer, animation: animation)) }
        var groups: [TransactionCompletionGroup] = []
        for frame in stack {
            if let group = frame.completionGroup {
                group.animationAdded()
                groups.append(group)
            }
        }
        return groups
    }

    private static func finish(_ frame: Frame) {
        if stack.isEmpty {
            let now = CACurrentMediaTime()
            let pending = pendingBegins
            pendingBegins.removeAll(keepingCapacity: true)
            for item in pending {
                item.layer.resolveBeginTime(of: item.animation, atMediaTime: now)
            }
        }
        frame.completionGroup?.seal()
    }
}
