/// Where a controller is in UIKit's appearance cycle; each transition moves it
/// one step and the callbacks follow the steps, so they always balance.
enum AppearanceState: Sendable {
    /// Not visible: `viewDidDisappear` (or nothing yet) was the last callback.
    case disappeared
    /// `viewWillAppear` was sent, `viewDidAppear` not yet.
    case appearing
    /// Visible: `viewDidAppear` was the last callback.
    case appeared
    /// `viewWillDisappear` was sent, `viewDidDisappear` not yet.
    case disappearing

    /// Whether the controller is visible or becoming visible.
    var isAppearingOrAppeared: Bool { self == .appearing || self == .appeared }
}
