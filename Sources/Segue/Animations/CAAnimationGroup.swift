import Foundation

/// Several animations that run on one timeline (Core Animation's `CAAnimationGroup`).
///
/// The group's time is the parent time of its animations: their begin times are
/// relative to the group's start and they are cut off at the end of the group's
/// active duration. The members' delegates and `isRemovedOnCompletion` are ignored;
/// the group's apply.
open class CAAnimationGroup: CAAnimation {
    /// The property animations and nested groups that run on the group's timeline;
    /// nil or empty animates nothing.
    open var animations: [CAAnimation]?

    /// Copies the group's properties; the copy holds the same member animation
    /// objects, as Core Animation's copy of a group does (a shallow copy of the
    /// array). `CALayer.add(_:forKey:)` reads the members when it adds the group,
    /// so changing a member afterwards does not change the added group.
    open override func copyAnimationProperties(from other: CAAnimation) {
        super.copyAnimationProperties(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations
    }
}
