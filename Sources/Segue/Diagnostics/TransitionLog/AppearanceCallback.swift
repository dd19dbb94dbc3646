/// One of UIKit's four appearance callbacks on `UIViewController`, named as the
/// method is (`"viewWillDisappear"`), for `TransitionObserver`.
public enum AppearanceCallback: String, Sendable, CaseIterable {
    /// `viewWillAppear(_:)`.
    case viewWillAppear
    /// `viewDidAppear(_:)`.
    case viewDidAppear
    /// `viewWillDisappear(_:)`.
    case viewWillDisappear
    /// `viewDidDisappear(_:)`.
    case viewDidDisappear
}
