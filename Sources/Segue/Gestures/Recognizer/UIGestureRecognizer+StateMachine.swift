import Foundation

/// How a recognizer's failure requirements stand.
enum GestureRequirementStatus {
    /// Every recognizer it waits for has failed (or takes no part).
    case clear
    /// One is still undecided.
    case waiting
    /// One has recognized: this recognizer must fail.
    case blocked
}

extension UIGestureRecognizer {
    /// Validates and applies a state set by the recognizer (or anyone): leaving
    /// `.possible` goes through the failure requirements, the delegate and the
    /// recognizers already recognizing; every other valid change commits at once.
    func requestState(_ requested: State) {
        let effective = pendingState ?? stateStorage
        guard Self.isValidTransition(from: effective, to: requested) else {
            SegueDiagnostics.report("\(type(of: self)): state cannot change from .\(effective) to .\(requested); ignored")
            return
        }
        if requested == effective && requested != .changed { return }
        if pendingState != nil {
            switch requested {
            case .changed, .began:
                return
            case .ended:
                pendingState = .ended
            default:
                pendingState = nil
                pendingBeganFirst = false
                commit(.failed)
            }
            return
        }
        switch (stateStorage, requested) {
        case (.possible, .began), (.possible, .ended):
            attemptRecognition(requested, beganFirst: requested == .began)
        case (.possible, .cancelled):
            commit(.failed)
        case (.began, .failed), (.changed, .failed):
            commit(.cancelled)
        default:
            commit(requested)
        }
    }

    /// Whether a state may follow another (UIKit's state machine; `.changed` may
    /// repeat, `.cancelled` before recognition counts as failing, `.failed` after it
    /// as cancelling).
    static func isValidTransition(from current: State, to requested: State) -> Bool {
        switch current {
        case .possible:
            return requested != .changed
        case .began, .changed:
            return requested != .possible && requested != .began
        case .ended, .cancelled, .failed:
            return requested == current
        }
    }

    /// Tries to leave `.possible` for `target`: waits (pending) while a required
    /// recognizer is undecided, fails if one recognized, if the delegate says no or
    /// if a recognizer already recognizing prevents it; otherwise commits.
    func attemptRecognition(_ target: State, beganFirst: Bool) {
        switch requirementStatus() {
        case .blocked:
            commit(.failed)
            return
        case .waiting:
            pendingState = target
            pendingBeganFirst = beganFirst
            return
        case .clear:
            break
        }
        guard shouldBeginNow(), !(arbiter?.isPrevented(self) ?? false) else {
            commit(.failed)
            return
        }
        if target == .ended && beganFirst {
            commit(.began)
            if stateStorage == .began { commit(.ended) }
        } else {
            commit(target)
        }
    }

    /// Re-examines a pending recognition after another recognizer changed.
    func reconsiderPendingRecognition() {
        guard let target = pendingState else { return }
        let status = requirementStatus()
        guard status != .waiting else { return }
        let beganFirst = pendingBeganFirst
        pendingState = nil
        pendingBeganFirst = false
        if status == .blocked {
            commit(.failed)
        } else {
            attemptRecognition(target, beganFirst: beganFirst)
        }
    }

    /// Sets the state and lets the arbiter act on it (actions, exclusion, views);
    /// a recognizer outside any touch sequence sends its actions at once.
    func commit(_ newState: State) {
        let oldState = stateStorage
        stateStorage = newState
        if newState != .possible {
            pendingState = nil
            pendingBeganFirst = false
        }
        if let arbiter {
            arbiter.recognizer(self, didChangeFrom: oldState, to: newState)
        } else if newState.sendsActions {
            sendActions()
        }
    }

    /// The recognizers this one waits for in the current sequence: those given to
    /// `require(toFail:)` and those the subclass hooks or delegates name.
    func requiredFailures() -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        for requirement in failureRequirements {
            if let other = requirement.recognizer { result.append(other) }
        }
        guard let arbiter else { return result }
        for other in arbiter.participants where other !== self && !result.contains(where: { $0 === other }) {
            if shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
                || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true {
                result.append(other)
            }
        }
        return result
    }

    /// Whether the recognizers this one waits for have failed.
    func requirementStatus() -> GestureRequirementStatus {
        guard let arbiter else { return .clear }
        var waiting = false
        for other in requiredFailures() where other !== self {
            // A recognizer taking no part in this sequence counts as failed.
            guard other.arbiter === arbiter else { continue }
            switch other.stateStorage {
            case .began, .changed, .ended, .cancelled:
                return .blocked
            case .failed:
                continue
            case .possible:
                waiting = true
            }
        }
        return waiting ? .waiting : .clear
    }

    /// The delegate's `gestureRecognizerShouldBegin(_:)`, and UIKit's rule that a
    /// control's own tap wins over a one-finger single tap on its ancestors.
    func shouldBeginNow() -> Bool {
        if let tap = self as? UITapGestureRecognizer, tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1,
           let view {
            for touch in trackedTouches where touchIsOnControl(touch, below: view) { return false }
        }
        return delegate?.gestureRecognizerShouldBegin(self) ?? true
    }

    /// Whether a touch went down in an enabled control strictly inside `view` (or in
    /// a subview of such a control).
    private func touchIsOnControl(_ touch: UITouch, below view: UIView) -> Bool {
        var node = touch.view
        while let current = node, current !== view {
            if let control = current as? UIControl, control.isEnabled { return true }
            node = current.superview
        }
        return false
    }

    /// Whether a recognizer has recognized its gesture or is waiting to (began,
    /// changed, or a pending recognition).
    var hasRecognizedOrPending: Bool {
        stateStorage == .began || stateStorage == .changed || pendingState != nil
    }
}
