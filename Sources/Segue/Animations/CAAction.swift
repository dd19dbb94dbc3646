import Foundation

/// An action a layer runs when one of its properties changes (Core Animation's
/// `CAAction`): the mechanism behind implicit animations.
///
/// `CAAnimation` conforms by adding itself to the layer under the changed key;
/// `NSNull` conforms by doing nothing, which is how a layer delegate says "no
/// animation" (UIView does so for its layer outside animation blocks).
@MainActor
public protocol CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: returning `NSNull()` from an action lookup stops the search and
    /// suppresses the implicit animation.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
