extension UIControl {
    /// The states a control can be in, combined (UIKit's `UIControl.State`, with
    /// UIKit's raw values). `UIButton` keeps a title, colour and image per state.
    public struct State: OptionSet, Hashable, Sendable {
        /// The bits, UIKit's values.
        public let rawValue: UInt
        /// A value from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No other state: enabled, not highlighted, not selected.
        public static let normal = State([])
        /// A touch is down inside the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// `isEnabled` is false.
        public static let disabled = State(rawValue: 1 << 1)
        /// `isSelected` is true.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus (never set by Segue, which has no focus engine).
        public static let focused = State(rawValue: 1 << 3)
        /// Bits an app may use for its own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
