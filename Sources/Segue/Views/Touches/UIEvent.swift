import Foundation

/// An input event (UIKit's `UIEvent`): here, the touches of one pointer change.
@MainActor
public final class UIEvent: NSObject {
    /// The kind of event (UIKit's `UIEvent.EventType`).
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    /// The kind of this event.
    public let type: EventType
    /// When the event happened, in media time.
    public let timestamp: TimeInterval
    private let touchSet: Set<UITouch>

    init(type: EventType = .touches, timestamp: TimeInterval, touches: Set<UITouch>) {
        self.type = type
        self.timestamp = timestamp
        self.touchSet = touches
        super.init()
    }

    /// Every touch of the event.
    public var allTouches: Set<UITouch>? { touchSet }

    /// The touches that went down in a view.
    public func touches(for view: UIView) -> Set<UITouch>? {
        let found = touchSet.filter { $0.view === view }
        return found.isEmpty ? nil : found
    }

    /// The touches that belong to a window.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        let found = touchSet.filter { $0.window === window }
        return found.isEmpty ? nil : found
    }
}
