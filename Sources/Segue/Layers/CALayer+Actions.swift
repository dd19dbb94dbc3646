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
}
