import Foundation

/// The named colours UIKit has. The fixed colours have UIKit's fixed components; the
/// system and semantic colours are UIKit's light-appearance values (Segue has no dark
/// mode), so `UIColor.systemBlue` is (0, 122, 255) / 255 as on iOS 13 and later.
extension UIColor {
    /// Black.
    public static let black = UIColor(rgba: RGBAColor(red: 0, green: 0, blue: 0, alpha: 1))
    /// A grey of one third white.
    public static let darkGray = UIColor(rgba: RGBAColor(red: 0.3333333333333333, green: 0.3333333333333333, blue: 0.3333333333333333, alpha: 1))
    /// A grey of two thirds white.
    public static let lightGray = UIColor(rgba: RGBAColor(red: 0.6666666666666666, green: 0.6666666666666666, blue: 0.6666666666666666, alpha: 1))
    /// White.
    public static let white = UIColor(rgba: RGBAColor(red: 1, green: 1, blue: 1, alpha: 1))
    /// Half grey.
    public static let gray = UIColor(rgba: RGBAColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    /// Pure red.
    public static let red = UIColor(rgba: RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
    /// Pure green.
    public static let green = UIColor(rgba: RGBAColor(red: 0, green: 1, blue: 0, alpha: 1))
    /// Pure blue.
    public static let blue = UIColor(rgba: RGBAColor(red: 0, green: 0, blue: 1, alpha: 1))
    /// Cyan.
    public static let cyan = UIColor(rgba: RGBAColor(red: 0, green: 1, blue: 1, alpha: 1))
    /// Yellow.
    public static let yellow = UIColor(rgba: RGBAColor(red: 1, green: 1, blue: 0, alpha: 1))
    /// Magenta.
    public static let magenta = UIColor(rgba: RGBAColor(red: 1, green: 0, blue: 1, alpha: 1))
    /// Orange (1, 0.5, 0).
    public static let orange = UIColor(rgba: RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    /// Purple (0.5, 0, 0.5).
    public static let purple = UIColor(rgba: RGBAColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
    /// Brown (0.6, 0.4, 0.2).
    public static let brown = UIColor(rgba: RGBAColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1))
    /// Transparent black.
    public static let clear = UIColor(rgba: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))

    /// UIKit's `systemRed` (light appearance: 255, 59, 48).
    public static let systemRed = UIColor(rgba: RGBAColor(red: 255.0 / 255, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1))
    /// UIKit's `systemOrange` (light appearance: 255, 149, 0).
    public static let systemOrange = UIColor(rgba: RGBAColor(red: 255.0 / 255, green: 149.0 / 255, blue: 0.0 / 255, alpha: 1))
    /// UIKit's `systemYellow` (light appearance: 255, 204, 0).
    public static let systemYellow = UIColor(rgba: RGBAColor(red: 255.0 / 255, green: 204.0 / 255, blue: 0.0 / 255, alpha: 1))
    /// UIKit's `systemGreen` (light appearance: 52, 199, 89).
    public static let systemGreen = UIColor(rgba: RGBAColor(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, alpha: 1))
    /// UIKit's `systemMint` (light appearance: 0, 199, 190).
    public static let systemMint = UIColor(rgba: RGBAColor(red: 0.0 / 255, green: 199.0 / 255, blue: 190.0 / 255, alpha: 1))
    /// UIKit's `systemTeal` (light appearance: 48, 176, 199).
    public static let systemTeal = UIColor(rgba: RGBAColor(red: 48.0 / 255, green: 176.0 / 255, blue: 199.0 / 255, alpha: 1))
    /// UIKit's `systemCyan` (light appearance: 50, 173, 230).
    public static let systemCyan = UIColor(rgba: RGBAColor(red: 50.0 / 255, green: 173.0 / 255, blue: 230.0 / 255, alpha: 1))
    /// UIKit's `systemBlue` (light appearance: 0, 122, 255).
    public static let systemBlue = UIColor(rgba: RGBAColor(red: 0.0 / 255, green: 122.0 / 255, blue: 255.0 / 255, alpha: 1))
    /// UIKit's `systemIndigo` (light appearance: 88, 86, 214).
    public static let systemIndigo = UIColor(rgba: RGBAColor(red: 88.0 / 255, green: 86.0 / 255, blue: 214.0 / 255, alpha: 1))
    /// UIKit's `systemPurple` (light appearance: 175, 82, 222).
    public static let systemPurple = UIColor(rgba: RGBAColor(red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255, alpha: 1))
    /// UIKit's `systemPink` (light appearance: 255, 45, 85).
    public static let systemPink = UIColor(rgba: RGBAColor(red: 255.0 / 255, green: 45.0 / 255, blue: 85.0 / 255, alpha: 1))
    /// UIKit's `systemBrown` (light appearance: 162, 132, 94).
    public static let systemBrown = UIColor(rgba: RGBAColor(red: 162.0 / 255, green: 132.0 / 255, blue: 94.0 / 255, alpha: 1))
    /// UIKit's `systemGray` (light appearance: 142, 142, 147).
    public static let systemGray = UIColor(rgba: RGBAColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1))
    /// UIKit's `systemGray2` (light appearance: 174, 174, 178).
    public static let systemGray2 = UIColor(rgba: RGBAColor(red: 174.0 / 255, green: 174.0 / 255, blue: 178.0 / 255, alpha: 1))
    /// UIKit's `systemGray3` (light appearance: 199, 199, 204).
    public static let systemGray3 = UIColor(rgba: RGBAColor(red: 199.0 / 255, green: 199.0 / 255, blue: 204.0 / 255, alpha: 1))
    /// UIKit's `systemGray4` (light appearance: 209, 209, 214).
    public static let systemGray4 = UIColor(rgba: RGBAColor(red: 209.0 / 255, green: 209.0 / 255, blue: 214.0 / 255, alpha: 1))
    /// UIKit's `systemGray5` (light appearance: 229, 229, 234).
    public static let systemGray5 = UIColor(rgba: RGBAColor(red: 229.0 / 255, green: 229.0 / 255, blue: 234.0 / 255, alpha: 1))
    /// UIKit's `systemGray6` (light appearance: 242, 242, 247).
    public static let systemGray6 = UIColor(rgba: RGBAColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1))
    /// UIKit's `label` (light appearance: 0, 0, 0).
    public static let label = UIColor(rgba: RGBAColor(red: 0.0 / 255, green: 0.0 / 255, blue: 0.0 / 255, alpha: 1))
    /// UIKit's `secondaryLabel` (light appearance: 60, 60, 67, alpha 0.6).
    public static let secondaryLabel = UIColor(rgba: RGBAColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6))
    /// UIKit's `tertiaryLabel` (light appearance: 60, 60, 67, alpha 0.3).
    public static let tertiaryLabel = UIColor(rgba: RGBAColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3))
    /// UIKit's `quaternaryLabel` (light appearance: 60, 60, 67, alpha 0.18).
    public static let quaternaryLabel = UIColor(rgba: RGBAColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.18))
    /// UIKit's `systemBackground` (light appearance: 255, 255, 255).
    public static let systemBackground = UIColor(rgba: RGBAColor(red: 255.0 / 255, green: 255.0 / 255, blue: 255.0 / 255, alpha: 1))
    /// UIKit's `secondarySystemBackground` (light appearance: 242, 242, 247).
    public static let secondarySystemBackground = UIColor(rgba: RGBAColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1))
    /// UIKit's `tertiarySystemBackground` (light appearance: 255, 255, 255).
    public static let tertiarySystemBackground = UIColor(rgba: RGBAColor(red: 255.0 / 255, green: 255.0 / 255, blue: 255.0 / 255, alpha: 1))
    /// UIKit's `systemGroupedBackground` (light appearance: 242, 242, 247).
    public static let systemGroupedBackground = UIColor(rgba: RGBAColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1))
    /// UIKit's `secondarySystemGroupedBackground` (light appearance: 255, 255, 255).
    public static let secondarySystemGroupedBackground = UIColor(rgba: RGBAColor(red: 255.0 / 255, green: 255.0 / 255, blue: 255.0 / 255, alpha: 1))
    /// UIKit's `tertiarySystemGroupedBackground` (light appearance: 242, 242, 247).
    public static let tertiarySystemGroupedBackground = UIColor(rgba: RGBAColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1))
    /// UIKit's `systemFill` (light appearance: 120, 120, 128, alpha 0.2).
    public static let systemFill = UIColor(rgba: RGBAColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2))
    /// UIKit's `secondarySystemFill` (light appearance: 120, 120, 128, alpha 0.16).
    public static let secondarySystemFill = UIColor(rgba: RGBAColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.16))
    /// UIKit's `tertiarySystemFill` (light appearance: 118, 118, 128, alpha 0.12).
    public static let tertiarySystemFill = UIColor(rgba: RGBAColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12))
    /// UIKit's `quaternarySystemFill` (light appearance: 116, 116, 128, alpha 0.08).
    public static let quaternarySystemFill = UIColor(rgba: RGBAColor(red: 116.0 / 255, green: 116.0 / 255, blue: 128.0 / 255, alpha: 0.08))
    /// UIKit's `placeholderText` (light appearance: 60, 60, 67, alpha 0.3).
    public static let placeholderText = UIColor(rgba: RGBAColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3))
    /// UIKit's `separator` (light appearance: 60, 60, 67, alpha 0.29).
    public static let separator = UIColor(rgba: RGBAColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29))
    /// UIKit's `opaqueSeparator` (light appearance: 198, 198, 200).
    public static let opaqueSeparator = UIColor(rgba: RGBAColor(red: 198.0 / 255, green: 198.0 / 255, blue: 200.0 / 255, alpha: 1))
    /// UIKit's `link` (light appearance: 0, 122, 255).
    public static let link = UIColor(rgba: RGBAColor(red: 0.0 / 255, green: 122.0 / 255, blue: 255.0 / 255, alpha: 1))
    /// UIKit's `tintColor` (light appearance: 0, 122, 255).
    public static let tintColor = UIColor(rgba: RGBAColor(red: 0.0 / 255, green: 122.0 / 255, blue: 255.0 / 255, alpha: 1))
}
