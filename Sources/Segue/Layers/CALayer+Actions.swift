import Foundation

extension CALayer {
    /// Applies a model change, running the property's implicit action when the
    /// layer has been rendered and actions are enabled.
    func change(_ key: String, _ keyPath: LayerKeyPath, _ apply: (inout LayerProperties) -> Void) {
        guard !isPresentationCopy, hasBeenRendered, !CATransaction.disableActions(),
              let action = action(forKey: key) else {
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
}
