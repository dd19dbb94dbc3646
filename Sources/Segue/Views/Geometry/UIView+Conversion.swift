import Foundation

extension UIView {
    /// Converts a point from this view's coordinates to another view's (the
    /// window's when nil), through every 2D and 3D transform on the way, as UIKit's
    /// `convert(_:to:)` does. Views in different trees convert through their roots'
    /// coordinates (windows filling the screen share them).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? window)?.layer)
    }

    /// Converts a point from another view's coordinates (the window's when nil) to
    /// this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? window)?.layer)
    }

    /// Converts a rectangle to another view's coordinates: the bounding box of the
    /// converted corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: (view ?? window)?.layer)
    }

    /// Converts a rectangle from another view's coordinates to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: (view ?? window)?.layer)
    }
}
