/// The keys naming the two controllers of a transition (UIKit's
/// `UITransitionContextViewControllerKey`): `.from` is the controller visible
/// when the transition begins, `.to` the one visible when it completes.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The controller on screen at the start of the transition.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller on screen at the end of the transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys naming the two views a transition animates (UIKit's
/// `UITransitionContextViewKey`). `view(forKey:)` answers nil for a view the
/// animator must not touch: the presenter's view during a presentation that keeps
/// it (`.custom`, `.overFullScreen`), the presenting view while dismissing one.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The view leaving the screen.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view arriving on screen.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
