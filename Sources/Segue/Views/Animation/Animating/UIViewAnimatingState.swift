/// Where an interruptible animator is in its life (UIKit's `UIViewAnimatingState`).
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: its animations are not in the layer tree.
    case inactive
    /// Started or paused: its animations are in the layer tree.
    case active
    /// Stopped without finishing, waiting for `finishAnimation(at:)`.
    case stopped
}

/// Where an animator's animations end (UIKit's `UIViewAnimatingPosition`).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the animations' end values.
    case end
    /// At their start values.
    case start
    /// Wherever they were when stopped.
    case current
}
