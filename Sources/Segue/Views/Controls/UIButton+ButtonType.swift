extension UIButton {
    /// The kind of button (UIKit's `UIButton.ButtonType`, with UIKit's raw values).
    ///
    /// Segue draws `.custom` and `.system` buttons. The glyph buttons
    /// (`.detailDisclosure`, `.infoLight`, `.infoDark`, `.contactAdd`, `.close`)
    /// behave and look like `.system` buttons without their glyph (Segue has no
    /// symbol images); making one is reported.
    public enum ButtonType: Int, Sendable {
        /// No system styling: white titles by default, no dimming when highlighted.
        case custom = 0
        /// The system style: tinted titles, dimmed to 20 % while highlighted, grey
        /// when disabled.
        case system = 1
        /// UIKit's "i in a circle" button (drawn as `.system` without the glyph).
        case detailDisclosure = 2
        /// UIKit's light info button (drawn as `.system` without the glyph).
        case infoLight = 3
        /// UIKit's dark info button (drawn as `.system` without the glyph).
        case infoDark = 4
        /// UIKit's "+" button (drawn as `.system` without the glyph).
        case contactAdd = 5
        /// UIKit's close button, iOS 13 (drawn as `.system` without the glyph).
        case close = 7

        /// UIKit's old name for the system style.
        public static var roundedRect: ButtonType { .system }

        /// Whether the button is styled as a system button.
        var isSystemStyled: Bool { self != .custom }
    }
}
