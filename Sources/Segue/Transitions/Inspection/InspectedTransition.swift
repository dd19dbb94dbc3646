import Foundation

/// What a `TransitionInspector` says about one transition (Segue extension; UIKit
/// has no public equivalent): who, what, and where it is now. A value — read it
/// again for fresh figures.
public struct InspectedTransition: Equatable, Sendable {
    /// Where a transition is in its life.
    public enum Phase: String, Sendable {
        /// Animating by itself (no interaction controller, or one that is not driving).
        case animating
        /// Input drives it (the interactive part of an interactive transition).
        case interactive
        /// The interaction ended with `finish()`: it runs on to its end by itself.
        case finishing
        /// The interaction ended with `cancel()`: it runs back to its start by itself.
        case cancelling
        /// `completeTransition(true)` ran.
        case completed
        /// `completeTransition(false)` ran.
        case cancelled

        /// Whether the transition has ended.
        public var hasEnded: Bool { self == .completed || self == .cancelled }
    }

    /// The context's `name` ("SCViewController → SCModalViewController").
    public var name: String
    /// The container's operation ("present", "dismiss", "push", "pop", …; see
    /// `ViewControllerTransitionContext.operation`).
    public var operation: String
    /// The type name of the `.from` controller, nil when there is none.
    public var fromViewController: String?
    /// The type name of the `.to` controller, nil when there is none.
    public var toViewController: String?
    /// Whether the transition is animated (`isAnimated`).
    public var isAnimated: Bool
    /// Whether input drives it right now (`isInteractive`).
    public var isInteractive: Bool
    /// Whether it started interactively.
    public var initiallyInteractive: Bool
    /// The animator's `transitionDuration(using:)`, seconds.
    public var duration: TimeInterval
    /// Where it is in its life.
    public var phase: Phase
    /// How far it is, 0…1 (see `TransitionInspector.progress`); 1 once completed,
    /// 0 once cancelled.
    public var progress: Double
    /// Whether a scrub holds it.
    public var isScrubbing: Bool
}
