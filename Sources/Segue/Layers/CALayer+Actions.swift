import Foundation

extension CALayer {
    /// Applies a model change, running the property's implicit action when the
    /// layer has been rendered and actions are enabled. Before its first render the
    /// delegate is still asked: a view in an animation block animates, as UIKit's do.
    func change(_ key: String, _ keyPath: LayerKeyPath, _ apply: (inout LayerProperties) -> Void) {
        guard !isPresentationCopy, !CATransaction.disableActions(),
              let action = hasBeenRendered ? action(forKey: key) : delegateAction(forKey: key) else {
            if !isPresentationCopy { CATransaction.ensureOpen() }
            apply(&modelValues)
            return
        }
        let previous = presentationValue(at: keyPath)
        apply(&modelValues)
        CATransaction.ensureOpen()
        implicitActionPreviousValue = (keyPath, previous)
        defer { implicitActionPreviousValue = nil }
        action.run(forKey: key, object: self, arguments: nil)
    }

    /// Only the delegate's answer (NSNull counts as none).
    private func delegateAction(forKey key: String) -> (any CAAction)? {
        guard let action = delegate?.action(for: self, forKey: key), !(action is NSNull) else { return nil }
        return action
    }

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

    /// Sets one model property without running any action (a property animator
    /// settling its properties, a cancelled interactive transition restoring the
    /// values from before it); geometry changes mark the layer for layout as a model
    /// change does.
    func setModelValueWithoutActions(_ value: AnimatableValue, at keyPath: LayerKeyPath) {
        guard !isPresentationCopy else { return }
        CATransaction.ensureOpen()
        modelValues.setValue(value, at: keyPath)
    }
}
