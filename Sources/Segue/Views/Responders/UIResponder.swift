import Foundation

/// An object that can handle events (UIKit's `UIResponder`): views, windows and
/// view controllers.
///
/// Touch methods forward to `next` by default, as UIKit's do, so an unhandled touch
/// travels up the responder chain (view → superview … → window).
@MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// The next responder in the chain: nil here; a view answers its controller or
    /// superview, a window nil.
    open var next: UIResponder? { nil }

    /// Whether the responder can become first responder (false by default).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the responder can give up first-responder status (true by default).
    open var canResignFirstResponder: Bool { true }
    /// Whether this responder is the first responder.
    open var isFirstResponder: Bool { UIResponder.currentFirstResponder === self }

    /// Makes this responder the first responder if it can.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.currentFirstResponder, current !== self {
            guard current.resignFirstResponder() else { return false }
        }
        UIResponder.currentFirstResponder = self
        return true
    }

    /// Gives up first-responder status.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if UIResponder.currentFirstResponder === self { UIResponder.currentFirstResponder = nil }
        return true
    }

    private static weak var currentFirstResponder: UIResponder?

    /// One or more touches went down. Forwards to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Touches moved. Forwards to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Touches lifted. Forwards to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system cancelled touches (the pointer left the window, focus was lost).
    /// Forwards to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
