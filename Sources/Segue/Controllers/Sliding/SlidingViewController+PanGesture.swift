import Foundation

extension SlidingViewController {
    // MARK: The pan

    /// `panGesture`'s action (ECSlidingViewController's `detectPanGestureRecognizer:`).
    ///
    /// When the pan begins it picks the operation from where the top view is and
    /// which way the finger moves — centred and moving right: anchor right (when
    /// there is an under-left controller); centred and moving left: anchor left
    /// (when there is an under-right controller); anchored right and moving left,
    /// or anchored left and moving right: reset — sets `isInteractionInProgress`
    /// and calls the matching public method, whose transition the default
    /// interaction then drives. A pan beginning while a transition runs, or in a
    /// direction with nothing to do, is ignored until it ends (no diagnostic: it
    /// is ordinary input).
    func detectPanGestureRecognizer(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            panIsIgnored = !beginPanTransition(recognizer)
            if !panIsIgnored { defaultInteractiveTransition.updateTopViewHorizontalCenter(with: recognizer) }
        case .changed, .ended, .cancelled:
            if !panIsIgnored { defaultInteractiveTransition.updateTopViewHorizontalCenter(with: recognizer) }
            if recognizer.state != .changed { panIsIgnored = false }
        default:
            break
        }
    }

    /// Starts the transition a beginning pan asks for; false when it asks for none.
    private func beginPanTransition(_ recognizer: UIPanGestureRecognizer) -> Bool {
        guard activeTransition == nil, viewIfLoaded != nil else { return false }
        var dx = recognizer.velocity(in: view).x
        if dx == 0 { dx = recognizer.translation(in: view).x }
        guard dx != 0 else { return false }
        let movingRight = dx > 0
        isInteractionInProgress = true
        switch (currentTopViewPosition, movingRight) {
        case (.centered, true) where underLeftViewController != nil:
            anchorTopViewToRight(animated: true)
        case (.centered, false) where underRightViewController != nil:
            anchorTopViewToLeft(animated: true)
        case (.anchoredRight, false), (.anchoredLeft, true):
            resetTopView(animated: true)
        default:
            isInteractionInProgress = false
            return false
        }
        // A delegate's own interaction controller drives the transition instead:
        // the pan then only started it.
        return activeTransition != nil && defaultInteractiveTransition.isDriving
    }

    // MARK: The anchored tap

    /// `resetTapGesture`'s action: resets the anchored top view, animated
    /// (ECSlidingViewController's `resetTopViewAnimated:` on tap). Ignored while a
    /// transition runs or when the top view is centred.
    func resetTopViewOnTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended, activeTransition == nil, currentTopViewPosition != .centered else { return }
        resetTopView(animated: true)
    }

    /// Attaches `resetTapGesture` to the top controller's view while it is anchored
    /// (and `topViewAnchoredGesture` has `.tapping`), and detaches it otherwise.
    func updateAnchoredGestures() {
        let wanted: UIView? = currentTopViewPosition != .centered && topViewAnchoredGesture.contains(.tapping)
            ? topViewController.viewIfLoaded : nil
        let tap = resetTapGesture
        guard tap.view !== wanted else { return }
        tap.view?.removeGestureRecognizer(tap)
        wanted?.addGestureRecognizer(tap)
    }
}
