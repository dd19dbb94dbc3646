import Foundation

extension CALayer {
    /// The action for a property change (Core Animation's search order): the
    /// delegate's `action(for:forKey:)`, then `actions[event]`, then
    /// `defaultAction(forKey:)`. `NSNull` anywhere stops the search with no action.
    open func action(forKey event: String) -> (any CAAction)? {
        if let fromDelegate = delegate?.action(for: self, forKey: event) {
            return fromDelegate is NSNull ? nil : fromDelegate
        }
        if let fromDictionary = actions?[event] {
            return fromDictionary is NSNull ? nil : fromDictionary
        }
        let fallback = type(of: self).defaultAction(forKey: event)
        return fallback is NSNull ? nil : fallback
    }

    /// The implicit animation for an animatable property: a basic animation from
    /// the old presentation value to the new model value, using the transaction's
    /// duration and timing function (Core Animation's `default` curve unless set).
    open class func defaultAction(forKey event: String) -> (any CAAction)? {
        guard LayerKeyPath(event) != nil else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// Applies a model change, running the property's implicit action when the
    /// layer has been rendered and actions are enabled.
    func change(_ key: String, _ keyPath: LayerKeyPath, _ apply: (inout LayerProperties) -> Void) {
        guard !isPresentationCopy, hasBeenRendered, !CATransaction.disableActions(),
              let action = action(forKey: key) else {
            if !isPresentationCopy { CATransaction.ensureOpen() }
            apply(&model)
            return
        }
        let previous = presentationValue(at: keyPath)
        apply(&model)
        CATransaction.ensureOpen()
        implicitActionPreviousValue = (keyPath, previous)
        defer { implicitActionPreviousValue = nil }
        action.run(forKey: key, object: self, arguments: nil)
    }
}
