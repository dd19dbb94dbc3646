import Foundation

/// A window's gesture machinery (what UIKit keeps in its private gesture
/// environment): it offers each touch to its recognizers before the view, applies
/// UIKit's rules between recognizers sharing touches (exclusion, simultaneous
/// recognition, failure requirements), sends actions, takes touches from views
/// (`cancelsTouchesInView`) or holds them back (`delaysTouchesBegan/Ended`), and
/// resets recognizers whose gesture is over.
///
/// Actions and view deliveries caused by a state change are queued while a
/// recognizer's touch method runs and performed as soon as it returns, so a
/// subclass setting `state` in the middle of its own bookkeeping never has its
/// action called before it finished. Everything tolerates being re-entered from
/// actions (removing or disabling recognizers, starting transitions, cancelling
/// every touch).
@MainActor
final class GestureArbiter {
    /// Something to do once the current recognizer call returns.
    private enum Effect {
        case sendActions(UIGestureRecognizer)
        case cancelTouchesInView(UIGestureRecognizer)
    }

    private weak var window: UIWindow?
    /// The touches in progress, and finished ones whose view delivery is held back.
    private(set) var routes: [TouchRoute] = []
    /// The recognizers taking part in the current touch sequence, in the order they
    /// first got a touch.
    private(set) var participants: [UIGestureRecognizer] = []
    private var effects: [Effect] = []
    private var recognizerCallDepth = 0
    private var deliveryDepth = 0
    private var isFlushing = false
    private var isReconsidering = false
    private var needsReconsidering = false

    init(window: UIWindow) {
        self.window = window
    }

    /// The route of a touch.
    func route(for touch: UITouch) -> TouchRoute? {
        routes.first { $0.touch === touch }
    }

    // MARK: Delivering an event

    /// Delivers one event's touches: to their recognizers first (began, moved,
    /// ended, cancelled), then concludes recognizers whose touches are gone, then
    /// delivers to the views what the recognizers let through.
    func deliver(_ touches: Set<UITouch>, with event: UIEvent) {
        deliveryDepth += 1
        withdrawDetachedParticipants()
        let ordered = touches.sorted(by: Self.touchOrder)
        let began = ordered.filter { $0.phase == .began }
        let moved = ordered.filter { $0.phase == .moved || $0.phase == .stationary }
        let ended = ordered.filter { $0.phase == .ended }
        let cancelled = ordered.filter { $0.phase == .cancelled }

        if !began.isEmpty { routeNewTouches(began) }
        deliverToRecognizers(began, with: event) { $0.touchesBegan($1, with: $2) }
        deliverToRecognizers(moved, with: event) { $0.touchesMoved($1, with: $2) }
        deliverToRecognizers(ended, with: event) { $0.touchesEnded($1, with: $2) }
        deliverToRecognizers(cancelled, with: event) { $0.touchesCancelled($1, with: $2) }
        concludeRecognizersWithoutTouches(lastPhaseCancelled: !cancelled.isEmpty && ended.isEmpty)

        deliverBeganToViews(began, with: event)
        deliverMovedToViews(moved, with: event)
        deliverEndedToViews(ended, with: event)
        deliverCancelledToViews(cancelled, with: event)

        deliveryDepth -= 1
        if deliveryDepth == 0 { settle() }
    }

    /// A deterministic order for the touches of one event (a `Set` has none): by
    /// where they are, left to right, then top to bottom.
    private static func touchOrder(_ a: UITouch, _ b: UITouch) -> Bool {
        if a.locationInWindow.x != b.locationInWindow.x { return a.locationInWindow.x < b.locationInWindow.x }
        return a.locationInWindow.y < b.locationInWindow.y
    }

    /// Finds each new touch's recognizers (enabled, free to take a new touch, and
    /// allowed by their delegate) and makes them follow it.
    private func routeNewTouches(_ touches: [UITouch]) {
        for touch in touches {
            var recognizers: [UIGestureRecognizer] = []
            var node = touch.view
            while let view = node {
                for recognizer in view.gestureRecognizerList where acceptsNewTouch(recognizer) {
                    if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false { continue }
                    recognizers.append(recognizer)
                }
                if view === window { break }
                node = view.superview
            }
            routes.append(TouchRoute(touch: touch, recognizers: recognizers))
            for recognizer in recognizers {
                recognizer.trackedTouches.append(touch)
                recognizer.touchWindow = window
                if recognizer.arbiter !== self {
                    recognizer.arbiter = self
                    participants.append(recognizer)
                }
            }
        }
    }

    private func acceptsNewTouch(_ recognizer: UIGestureRecognizer) -> Bool {
        guard recognizer.isEnabled, !recognizer.isWithdrawn, recognizer.pendingState == nil else { return false }
        guard recognizer.arbiter == nil || recognizer.arbiter === self else { return false }
        switch recognizer.stateStorage {
        case .possible, .began, .changed: return true
        case .ended, .cancelled, .failed: return false
        }
    }

    /// Calls one touch method on every participant following some of `touches`
    /// whose gesture is not over, in participant order.
    private func deliverToRecognizers(_ touches: [UITouch], with event: UIEvent,
                                      _ method: (UIGestureRecognizer, Set<UITouch>, UIEvent) -> Void) {
        guard !touches.isEmpty else { return }
        for recognizer in participants {
            guard recognizer.arbiter === self, !recognizer.stateStorage.isFinished else { continue }
            var mine: Set<UITouch> = []
            for touch in touches where recognizer.trackedTouches.contains(where: { $0 === touch }) {
                mine.insert(touch)
            }
            guard !mine.isEmpty else { continue }
            var located: [UITouch] = []
            for touch in recognizer.trackedTouches where mine.contains(touch) || (touch.phase != .ended && touch.phase != .cancelled) {
                located.append(touch)
            }
            recognizer.lastLocationInWindow = UIGestureRecognizer.centroid(of: located)
            recognizerCallDepth += 1
            method(recognizer, mine, event)
            recognizerCallDepth -= 1
            flushEffects()
        }
    }

    /// Applies Segue's end-of-event rules to recognizers with no touch left down:
    /// undecided ones fail (unless waiting for more touches), ones still
    /// recognizing are cancelled; recognitions waiting on each other with nothing
    /// left that could decide them fail.
    private func concludeRecognizersWithoutTouches(lastPhaseCancelled: Bool) {
        for recognizer in participants where recognizer.arbiter === self && recognizer.numberOfTouches == 0 {
            switch recognizer.stateStorage {
            case .possible where recognizer.pendingState == nil && !recognizer.waitsForMoreTouches:
                recognizer.commit(.failed)
            case .began, .changed:
                if !lastPhaseCancelled {
                    SegueDiagnostics.report("\(type(of: recognizer)): its touches ended but it did not end its gesture; cancelled")
                }
                recognizer.commit(.cancelled)
            default:
                break
            }
        }
        let touchesDown = routes.contains { !$0.touchIsFinished }
        let undecided = participants.contains { $0.arbiter === self && $0.stateStorage == .possible && $0.pendingState == nil }
        if !touchesDown && !undecided {
            let stuck = participants.filter { $0.arbiter === self && $0.pendingState != nil }
            if !stuck.isEmpty {
                SegueDiagnostics.report("UIGestureRecognizer.require(toFail:): \(stuck.map { "\(type(of: $0))" }.joined(separator: ", ")) are waiting for each other to fail; all fail")
                // Clear every pending recognition first, so that one failing does not
                // release another.
                for recognizer in stuck {
                    recognizer.pendingState = nil
                    recognizer.pendingBeganFirst = false
                }
                for recognizer in stuck where recognizer.stateStorage == .possible {
                    recognizer.commit(.failed)
                }
            }
        }
    }

    // MARK: Views

    private func deliverBeganToViews(_ touches: [UITouch], with event: UIEvent) {
        var deliver: [UITouch] = []
        for touch in touches {
            guard let route = route(for: touch), !route.viewIsFinished else { continue }
            if route.isCancelledForView {
                route.viewIsFinished = true
            } else if isUndecided(route, delaying: \.delaysTouchesBegan) {
                route.isBeganHeld = true
            } else {
                route.viewHasBegun = true
                deliver.append(touch)
            }
        }
        window?.deliverToViews(deliver, phase: .began, with: event)
    }

    private func deliverMovedToViews(_ touches: [UITouch], with event: UIEvent) {
        var deliver: [UITouch] = []
        for touch in touches {
            guard let route = route(for: touch), route.viewHasBegun, !route.viewIsFinished,
                  !route.isCancelledForView, !route.isBeganHeld else { continue }
            deliver.append(touch)
        }
        window?.deliverToViews(deliver, phase: .moved, with: event)
    }

    private func deliverEndedToViews(_ touches: [UITouch], with event: UIEvent) {
        var deliver: [UITouch] = []
        for touch in touches {
            guard let route = route(for: touch), !route.viewIsFinished, !route.isCancelledForView else { continue }
            if route.isBeganHeld || isUndecided(route, delaying: \.delaysTouchesEnded) {
                route.isEndHeld = true
            } else if route.viewHasBegun {
                route.viewIsFinished = true
                deliver.append(touch)
            }
        }
        window?.deliverToViews(deliver, phase: .ended, with: event)
    }

    private func deliverCancelledToViews(_ touches: [UITouch], with event: UIEvent) {
        var deliver: [UITouch] = []
        for touch in touches {
            guard let route = route(for: touch), !route.viewIsFinished, !route.isCancelledForView else { continue }
            route.isBeganHeld = false
            route.isEndHeld = false
            route.viewIsFinished = true
            if route.viewHasBegun { deliver.append(touch) }
        }
        window?.deliverToViews(deliver, phase: .cancelled, with: event)
    }

    /// Whether a recognizer of the touch that holds back this phase has not decided
    /// yet (is still `.possible`, pending recognition included).
    private func isUndecided(_ route: TouchRoute, delaying flag: KeyPath<UIGestureRecognizer, Bool>) -> Bool {
        route.recognizers.contains { recognizer in
            recognizer[keyPath: flag] && recognizer.arbiter === self && recognizer.stateStorage == .possible
                && recognizer.trackedTouches.contains { $0 === route.touch }
        }
    }

    /// Delivers the held-back phases whose recognizers have decided.
    private func releaseHeldDeliveries() {
        for route in routes where route.isBeganHeld || route.isEndHeld {
            let event = UIEvent(timestamp: route.touch.timestamp, touches: [route.touch])
            if route.isBeganHeld && !isUndecided(route, delaying: \.delaysTouchesBegan) {
                route.isBeganHeld = false
                if route.isCancelledForView {
                    route.isEndHeld = false
                    route.viewIsFinished = true
                    continue
                }
                route.viewHasBegun = true
                window?.deliverToViews([route.touch], phase: .began, with: event)
                if route.touch.phase == .cancelled {
                    route.isEndHeld = false
                    route.viewIsFinished = true
                    window?.deliverToViews([route.touch], phase: .cancelled, with: event)
                    continue
                }
            }
            if route.isEndHeld && !route.isBeganHeld && !isUndecided(route, delaying: \.delaysTouchesEnded) {
                route.isEndHeld = false
                guard !route.viewIsFinished, !route.isCancelledForView else { continue }
                route.viewIsFinished = true
                window?.deliverToViews([route.touch], phase: .ended, with: event)
            }
        }
    }

    /// Takes a recognizer's touches from their views: `touchesCancelled` for those the
    /// view had begun, nothing more for any of them.
    private func cancelTouchesInView(for recognizer: UIGestureRecognizer) {
        var cancel: [UITouch] = []
        for touch in recognizer.trackedTouches {
            guard let route = route(for: touch), !route.isCancelledForView else { continue }
            route.isCancelledForView = true
            route.isBeganHeld = false
            route.isEndHeld = false
            if route.viewHasBegun && !route.viewIsFinished { cancel.append(touch) }
            route.viewIsFinished = true
        }
        guard !cancel.isEmpty else { return }
        let event = UIEvent(timestamp: cancel[0].timestamp, touches: Set(cancel))
        window?.deliverToViews(cancel, phase: .cancelled, with: event)
    }

    // MARK: State changes

    /// Acts on a recognizer's committed state change: queues its actions, and when
    /// it has just recognized, takes its touches from the views and fails the
    /// recognizers it excludes; then lets pending recognitions move on.
    func recognizer(_ recognizer: UIGestureRecognizer, didChangeFrom oldState: UIGestureRecognizer.State,
                    to newState: UIGestureRecognizer.State) {
        let recognized = oldState == .possible && (newState == .began || newState == .ended)
        if recognized && recognizer.cancelsTouchesInView {
            effects.append(.cancelTouchesInView(recognizer))
        }
        if newState.sendsActions {
            effects.append(.sendActions(recognizer))
        }
        // The changes this causes only queue their effects, so that they all happen
        // after the rules have been applied, in order.
        recognizerCallDepth += 1
        deliveryDepth += 1
        if recognized { excludeOthers(for: recognizer) }
        if recognized || newState.isFinished { reconsiderPendingRecognitions() }
        recognizerCallDepth -= 1
        deliveryDepth -= 1
        if recognizerCallDepth == 0 { flushEffects() }
        if deliveryDepth == 0 { settle() }
    }

    /// Fails the undecided recognizers sharing a touch with one that just
    /// recognized, unless either delegate lets them recognize together or the
    /// subclass hooks say it cannot prevent them.
    private func excludeOthers(for recognizer: UIGestureRecognizer) {
        for other in participants where other !== recognizer && other.arbiter === self {
            guard other.stateStorage == .possible, sharesTouch(recognizer, other),
                  !canRecognizeSimultaneously(recognizer, other),
                  recognizer.canPrevent(other), other.canBePrevented(by: recognizer) else { continue }
            other.pendingState = nil
            other.pendingBeganFirst = false
            other.commit(.failed)
        }
    }

    /// Whether a recognizer already recognizing keeps `recognizer` from recognizing.
    func isPrevented(_ recognizer: UIGestureRecognizer) -> Bool {
        participants.contains { other in
            other !== recognizer && other.arbiter === self
                && (other.stateStorage == .began || other.stateStorage == .changed)
                && sharesTouch(recognizer, other) && !canRecognizeSimultaneously(recognizer, other)
                && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
        }
    }

    private func sharesTouch(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.trackedTouches.contains { touch in b.trackedTouches.contains { $0 === touch } }
    }

    private func canRecognizeSimultaneously(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// Lets every pending recognition that no longer waits go on (recognize or
    /// fail), until nothing changes.
    private func reconsiderPendingRecognitions() {
        guard !isReconsidering else {
            needsReconsidering = true
            return
        }
        isReconsidering = true
        repeat {
            needsReconsidering = false
            for recognizer in participants where recognizer.arbiter === self && recognizer.pendingState != nil {
                recognizer.reconsiderPendingRecognition()
            }
        } while needsReconsidering
        isReconsidering = false
    }

    /// Performs the queued actions and view cancellations, in order; re-entrant
    /// calls leave new effects to the loop already running.
    private func flushEffects() {
        guard !isFlushing else { return }
        isFlushing = true
        while !effects.isEmpty {
            let effect = effects.removeFirst()
            switch effect {
            case .sendActions(let recognizer): recognizer.sendActions()
            case .cancelTouchesInView(let recognizer): cancelTouchesInView(for: recognizer)
            }
        }
        isFlushing = false
    }

    // MARK: Leaving

    /// Takes a recognizer out of the sequence because it was disabled, removed from
    /// its view or its view left the window: a gesture in progress is cancelled
    /// (actions sent), an undecided one fails silently; then it is reset.
    func withdraw(_ recognizer: UIGestureRecognizer) {
        guard recognizer.arbiter === self, !recognizer.isWithdrawn else { return }
        recognizer.isWithdrawn = true
        deliveryDepth += 1
        switch recognizer.stateStorage {
        case .began, .changed:
            recognizer.commit(.cancelled)
        case .possible:
            recognizer.pendingState = nil
            recognizer.pendingBeganFirst = false
            recognizer.commit(.failed)
        case .ended, .cancelled, .failed:
            break
        }
        deliveryDepth -= 1
        if deliveryDepth == 0 { settle() }
    }

    /// Withdraws participants whose view is gone or no longer in this window.
    private func withdrawDetachedParticipants() {
        for recognizer in participants where recognizer.arbiter === self {
            if recognizer.view == nil || recognizer.view?.window !== window || !recognizer.isEnabled {
                withdraw(recognizer)
            }
        }
    }

    /// After an event or a state change outside one: performs queued effects,
    /// releases held view deliveries, resets recognizers whose gesture is over, and
    /// forgets finished touches.
    private func settle() {
        deliveryDepth += 1
        repeat {
            flushEffects()
            releaseHeldDeliveries()
            for recognizer in participants where recognizer.arbiter === self {
                guard recognizer.stateStorage.isFinished else { continue }
                if recognizer.isWithdrawn || recognizer.numberOfTouches == 0 { reset(recognizer) }
            }
            participants.removeAll { $0.arbiter !== self }
            routes.removeAll { $0.isDone }
        } while !effects.isEmpty
        deliveryDepth -= 1
    }

    /// Puts a recognizer back to `.possible` and calls its `reset()`.
    private func reset(_ recognizer: UIGestureRecognizer) {
        recognizer.stateStorage = .possible
        recognizer.pendingState = nil
        recognizer.pendingBeganFirst = false
        recognizer.trackedTouches.removeAll()
        recognizer.ignoredTouches.removeAll()
        recognizer.isWithdrawn = false
        recognizer.arbiter = nil
        recognizer.reset()
    }
}
