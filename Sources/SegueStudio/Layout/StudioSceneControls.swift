import Foundation
import Segue

/// The parts of a scene the tools' panels keep clear of (`StudioPanelLayout`), in
/// the scene window's coordinates: what a user reaches for — controls (buttons,
/// sliders, switches, segmented controls), tab bars and navigation bars — and,
/// as a second tier kept clear when there is room, the text a scene shows outside
/// scrolling content (captions, hints, footers).
///
/// Read from the views' model frames, so a transition's destination is seen where
/// it is going. Hidden, transparent and zero-sized views and their subtrees are
/// skipped; a control's or bar's own subviews are not looked into.
@MainActor
enum StudioSceneControls {
    /// The controls and bars of `window`'s visible views, then its free-standing text.
    static func tiers(in window: UIView) -> [[CGRect]] {
        var controls: [CGRect] = []
        var captions: [CGRect] = []
        collect(window, in: window, insideScrollView: false, controls: &controls, captions: &captions)
        return [controls, captions]
    }

    private static func collect(_ view: UIView, in window: UIView, insideScrollView: Bool,
                                controls: inout [CGRect], captions: inout [CGRect]) {
        guard !view.isHidden, view.alpha > 0.01 else { return }
        if view is UIControl || view is UITabBar || view is UINavigationBar {
            if view.isUserInteractionEnabled, view.bounds.width > 0, view.bounds.height > 0 {
                controls.append(view.convert(view.bounds, to: window))
            }
            return
        }
        if let label = view as? UILabel, !insideScrollView, !(label.text ?? "").isEmpty, label.bounds.width > 0 {
            captions.append(label.convert(label.bounds, to: window))
        }
        let scrolling = insideScrollView || view is UIScrollView
        for subview in view.subviews {
            collect(subview, in: window, insideScrollView: scrolling, controls: &controls, captions: &captions)
        }
    }
}
