/// How a presented controller covers the screen (UIKit's `UIModalPresentationStyle`).
///
/// Segue runs a desktop window with a compact, phone-like trait: the sheet and
/// popover styles adapt to `.fullScreen`, as they do on an iPhone before iOS 13,
/// `.automatic` is `.fullScreen`, and the current-context styles cover the whole
/// window like their full-screen counterparts.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the window; the presenter's view is removed once the presentation
    /// completes and the presenter gets disappearance callbacks.
    case fullScreen = 0
    /// A sheet on a regular-width screen; runs as `.fullScreen` in Segue.
    case pageSheet = 1
    /// A centred form on a regular-width screen; runs as `.fullScreen` in Segue.
    case formSheet = 2
    /// Covers the presenting context's view; runs as `.fullScreen` in Segue.
    case currentContext = 3
    /// A presentation controller vended by the transitioning delegate decides; the
    /// presenter's view stays and the presenter gets no appearance callbacks.
    case custom = 4
    /// Covers the window but keeps the presenter's view underneath.
    case overFullScreen = 5
    /// Covers the presenting context's view and keeps it underneath; runs as
    /// `.overFullScreen` in Segue.
    case overCurrentContext = 6
    /// A popover on a regular-width screen; runs as `.fullScreen` in Segue.
    case popover = 7
    /// Not a presentation (navigation, tab and sliding transitions).
    case none = -1
    /// The system's choice (iOS 13's default); `.fullScreen` in Segue.
    case automatic = -2

    /// The style Segue actually runs: `.fullScreen`, `.overFullScreen` or `.custom`.
    public var effectiveStyle: UIModalPresentationStyle {
        switch self {
        case .custom: .custom
        case .overFullScreen, .overCurrentContext: .overFullScreen
        default: .fullScreen
        }
    }
}

/// The standard animation of a presentation without a custom animator (UIKit's
/// `UIModalTransitionStyle`).
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom; dismissal slides down.
    case coverVertical = 0
    /// Flips around the vertical axis, from the right.
    case flipHorizontal = 1
    /// Fades in; dismissal fades out.
    case crossDissolve = 2
    /// A page curl (drawn as a flip from the bottom in Segue).
    case partialCurl = 3
}
