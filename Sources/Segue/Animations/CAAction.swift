import Foundation

/// An action a layer runs when one of its properties changes (Core Animation's
/// `CAAction`): the mechanism behind implicit animations.
///
/// `CAAnimation` conforms by adding itself to the layer under the changed key;
/// `NSNull` conforms by doing nothing, which is how a layer delegate says "no
/// animation" (UIView does so for its layer outside animation blocks).
@MainActor
public protocol CAAction {
    /// Runs the action for a change: Core Animation's `run(forKey:object:arguments:)`.
    ///
    /// A layer calls it after it has stored the new model value of the property named
    /// `event`, passing itself as `anObject` and `nil` as `dict`.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: returning `NSNull()` from an action lookup stops the search and
    /// suppresses the implicit animation.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
