import Foundation

/// The action a view hands its layer for a change made inside an animation block:
/// when the layer runs it, the block's animation from the captured start value is
/// added under the property's key (replacing, unfinished, any animation of that
/// property still running).
@MainActor
final class UIViewAnimationAction: NSObject, CAAction {
    private let context: UIViewAnimationContext
    private weak var view: UIView?
    private let startValue: AnimatableValue

    init(context: UIViewAnimationContext, view: UIView, startValue: AnimatableValue) {
        self.context = context
        self.view = view
        self.startValue = startValue
        super.init()
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        if let capture = context.capture {
            capture(layer, view, event, startValue)
            return
        }
        let from = context.startValue(of: layer, key: event, otherwise: startValue)
        context.add(context.propertyAnimation(key: event, from: from), to: layer, view: view, forKey: event, startValue: from)
    }
}

extension UIView {
    /// The properties a view's layer animates in blocks: whole properties, not their
    /// fields, and not the boolean ones (`hidden`, `masksToBounds` change at once,
    /// as in UIKit).
    static func isBlockAnimatable(_ keyPath: LayerKeyPath) -> Bool {
        switch keyPath {
        case .bounds, .position, .anchorPoint, .zPosition, .anchorPointZ, .transform(nil), .sublayerTransform(nil),
             .opacity, .backgroundColor, .borderColor, .cornerRadius, .borderWidth:
            true
        default:
            false
        }
    }

    /// What a view answers its layer for a property change: inside an animation
    /// block (with animations enabled) the block's action, or in a keyframe block a
    /// record of the change; nil otherwise.
    static func animationAction(for view: UIView, layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard UIViewAnimationContext.animationsEnabled, let context = UIViewAnimationContext.stack.last,
              let keyPath = LayerKeyPath(event), isBlockAnimatable(keyPath) else { return nil }
        if context.keyframeCalculationMode != nil, context.openKeyframe != nil {
            context.recordKeyframeChange(view: view, layer: layer, key: event, keyPath: keyPath)
            return nil
        }
        guard context.duration > 0 else { return nil }
        return UIViewAnimationAction(context: context, view: view, startValue: context.startValue(of: layer, at: keyPath))
    }
}
