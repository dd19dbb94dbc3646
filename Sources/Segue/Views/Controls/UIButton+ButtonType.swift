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
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case close = 7

        /// UIKit's old name for the system style.
        public static var roundedRect: ButtonType { .system }

        /// Whether the button is styled as a system button.
        var isSystemStyled: Bool { self != .custom }
    }
}
