import Foundation

extension CALayer {
    /// The search `action(forKey:)` describes ("Changing a layer's default
    /// behavior" in Apple's Core Animation Programming Guide); an `NSNull` anywhere
    /// stops it with no action.
    final func searchAction(forKey event: String) -> (any CAAction)? {
        if let fromDelegate = delegate?.action(for: self, forKey: event) {
            return fromDelegate is NSNull ? nil : fromDelegate
        }
        if let fromDictionary = actions?[event] {
            return fromDictionary is NSNull ? nil : fromDictionary
        }
        var style = self.style
        while let current = style {
            if let actions = current["actions"] as? [AnyHashable: Any], let found = actions[event] {
                return found is NSNull ? nil : found as? any CAAction
            }
            style = current["style"] as? [AnyHashable: Any]
        }
        if let fallback = type(of: self).defaultAction(forKey: event) {
            return fallback is NSNull ? nil : fallback
        }
        return implicitAnimation(forKey: event)
    }

    /// The implicit animation of an animatable property: a basic animation from the
    /// old presentation value to the new model value, using the transaction's
    /// duration and timing function (Core Animation's `default` curve unless set).
    /// Nil for a key that is not animatable.
    final func implicitAnimation(forKey event: String) -> (any CAAction)? {
        guard LayerKeyPath(event) != nil else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }
}
