/// Something an animation or transaction has to tell the program.
enum AnimationEvent {
    case started(CAAnimation)
    case stopped(CAAnimation, finished: Bool)
    case completion(() -> Void)
}

/// Where animation callbacks wait until the runtime delivers them.
///
/// Delegate callbacks and transaction completion blocks never run in the middle
/// of a property change or of a tick's evaluation: they are queued and delivered
/// by `FixedTimestepLoop` at the end of each tick, in the order they happened —
/// the way Core Animation delivers them on the main thread after rendering.
@MainActor
enum AnimationEventQueue {
    private static var events: [AnimationEvent] = {
        var events: [AnimationEvent] = []
        events.reserveCapacity(256)
        return events
    }()
    private static var delivering: [AnimationEvent] = {
        var events: [AnimationEvent] = []
        events.reserveCapacity(256)
        return events
    }()

    static func enqueue(_ event: AnimationEvent) {
        events.append(event)
    }

    /// Delivers everything queued so far; events the callbacks queue themselves
    /// wait for the next delivery.
    static func deliver() {
        guard !events.isEmpty else { return }
        swap(&events, &delivering)
        for event in delivering { handle(event) }
        delivering.removeAll(keepingCapacity: true)
    }

    /// Runs `body` and delivers at once, in order, the events it queued, leaving
    /// the events queued before it where they were (for the next delivery). Events
    /// the callbacks queue themselves wait for the next delivery. Reentrant: a
    /// callback may call it again.
    static func deliverImmediately(eventsOf body: () -> Void) {
        var outer: [AnimationEvent] = []
        swap(&events, &outer)
        body()
        var batch = outer
        swap(&events, &batch)
        for event in batch { handle(event) }
    }

    private static func handle(_ event: AnimationEvent) {
        switch event {
        case .started(let animation):
            animation.delegate?.animationDidStart(animation)
        case .stopped(let animation, let finished):
            animation.delegate?.animationDidStop(animation, finished: finished)
        case .completion(let block):
            block()
        }
    }
}
