/// The orientation of the interface (UIKit's `UIInterfaceOrientation`, with its raw
/// values). `landscapeLeft` means the home button is on the left: the content is
/// rotated 90° clockwise from portrait.
public enum UIInterfaceOrientation: Int, Sendable, CaseIterable {
    /// The orientation is not known.
    case unknown = 0
    /// Upright, the home button at the bottom.
    case portrait = 1
    /// Upside down, the home button at the top.
    case portraitUpsideDown = 2
    /// Landscape with the home button on the right.
    case landscapeRight = 3
    /// Landscape with the home button on the left.
    case landscapeLeft = 4

    /// Whether this is `.portrait` or `.portraitUpsideDown`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether this is `.landscapeLeft` or `.landscapeRight`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations (UIKit's `UIInterfaceOrientationMask`).
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Upright portrait.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Upside-down portrait.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Landscape with the home button on the right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Landscape with the home button on the left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    /// Every orientation but upside-down portrait (UIKit's default on iPhone).
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    /// The mask holding one orientation.
    public init(_ orientation: UIInterfaceOrientation) {
        self.init(rawValue: orientation == .unknown ? 0 : 1 << UInt(orientation.rawValue))
    }
}
