/// The object a layer asks about its actions and layout (Core Animation's
/// `CALayerDelegate`). A UIView is its layer's delegate.
@MainActor
public protocol CALayerDelegate: AnyObject {
    /// The action for a property change; `NSNull()` suppresses the action and stops
    /// the search, nil lets the layer keep looking (its `actions`, its `style`, then
    /// `defaultAction(forKey:)`, then the implicit animation of an animatable key).
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// Updates the layer's `contents` (called by `CALayer.display()`).
    func display(_ layer: CALayer)
}

extension CALayerDelegate {
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
    public func layoutSublayers(of layer: CALayer) {}
    public func display(_ layer: CALayer) {}
}
