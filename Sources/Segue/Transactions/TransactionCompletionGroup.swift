/// The animations one transaction's completion block waits for.
///
/// Each animation added while the transaction (or one nested in it) is open counts
/// once; the block runs after the transaction has committed and every counted
/// animation has stopped, finished or removed.
@MainActor
final class TransactionCompletionGroup {
    private var block: (() -> Void)?
    private var pending = 0
    private var isSealed = false

    init(block: @escaping () -> Void) {
        self.block = block
    }

    func animationAdded() { pending += 1 }

    func animationStopped() {
        pending -= 1
        fireIfDone()
    }

    /// Called when the transaction commits: no more animations join.
    func seal() {
        isSealed = true
        fireIfDone()
    }

    private func fireIfDone() {
        guard isSealed, pending <= 0, let block else { return }
        self.block = nil
        AnimationEventQueue.enqueue(.completion(block))
    }
}
