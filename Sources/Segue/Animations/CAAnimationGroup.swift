import Foundation

/// Several animations that run on one timeline (Core Animation's `CAAnimationGroup`).
///
/// The group's time is the parent time of its animations: their begin times are
/// relative to the group's start and they are cut off at the end of the group's
/// active duration. The members' delegates and `isRemovedOnCompletion` are ignored;
/// the group's apply.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    open override func copyAnimationProperties(from other: CAAnimation) {
        super.copyAnimationProperties(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0.copy() as! CAAnimation }
    }
}
