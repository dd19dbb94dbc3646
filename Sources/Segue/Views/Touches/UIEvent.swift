import Foundation

/// An input event (UIKit's `UIEvent`): here, the touches of one pointer change.
@MainActor
public final class UIEvent: NSObject {
    /// The kind of event (UIKit's `UIEvent.EventType`).
    public enum EventType: Int, Sendable {
        /// Touches on the screen: the only kind Segue delivers.
        case touches
        /// Device motion, such as a shake.
        case motion
        /// Remote-control commands from headphones or other accessories.
        case remoteControl
        /// Presses of physical buttons.
        case presses
        /// Scrolling from a trackpad or mouse wheel (iOS 13.4).
        case scroll
        /// A pointer hovering without touching (iOS 13.4).
        case hover
        /// A trackpad's rotate or pinch gesture (iOS 13.4).
        case transform
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
