extension UIControl {
    /// The things a control reports to its actions (UIKit's `UIControl.Event`,
    /// with UIKit's raw values).
    ///
    /// Segue's controls send the touch events (`touchDown`, `touchDownRepeat`, the
    /// four drag events, `touchUpInside`, `touchUpOutside`, `touchCancel`); buttons
    /// also send `primaryActionTriggered` with `touchUpInside`. The others exist for
    /// controls that send them themselves (`sendActions(for:)`).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The bits, UIKit's values.
        public let rawValue: UInt
        /// A value from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch (tap count above 1) went down in the control.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The touch moved while inside the control's tracking area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The touch moved while outside the control's tracking area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The touch moved back into the tracking area.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The touch moved out of the tracking area.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The touch lifted inside the tracking area: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The touch lifted outside the tracking area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (sliders, switches).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action happened (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action ran (iOS 14).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text control changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits an app may use for its own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for the framework.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
