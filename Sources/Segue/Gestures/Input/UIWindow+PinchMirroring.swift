import Foundation

extension UIWindow {
    /// The centre, in window coordinates, about which the Alt-mirrored second touch
    /// reflects the pointer for a touch that went down in `hitView`: the centre of the
    /// nearest view from `hitView` up to the window with an enabled
    /// `UIPinchGestureRecognizer` (so both touches land in the pinch's view), else the
    /// window's centre, as the iOS Simulator mirrors about the screen's centre.
    func pinchMirrorCentre(forTouchIn hitView: UIView?) -> CGPoint {
        var node = hitView
        while let view = node {
            if view.gestureRecognizerList.contains(where: { $0 is UIPinchGestureRecognizer && $0.isEnabled }) {
                return convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), from: view)
            }
            if view === self { break }
            node = view.superview
        }
        return CGPoint(x: bounds.midX, y: bounds.midY)
    }
}
