import Foundation

extension CALayer {
    /// Core Animation's hit-test walk (`hitTest(_:)`): the point, in the
    /// superlayer's coordinates, is taken into the layer's own through its
    /// transform to the superlayer (3D and perspective included); a point with no
    /// image there (the layer seen edge-on) hits nothing.
    final func hitTestTree(_ p: CGPoint) -> CALayer? {
        guard !isHidden, let map = PlaneHomography(transformToSuperlayer).inverted, let local = map.apply(p) else { return nil }
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        for sublayer in sublayerList.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }
}
