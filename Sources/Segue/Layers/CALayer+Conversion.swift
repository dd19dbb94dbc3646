import Foundation

extension CALayer {
    /// The 4×4 matrix from this layer's bounds coordinates to its superlayer's
    /// bounds coordinates, as Core Animation composites: the layer's
    /// `matrixToSuperlayer`, then the superlayer's `sublayerMatrix`. Uses the model
    /// values (Segue extension; the compositor builds the same chain from the
    /// presentation values).
    public var transformToSuperlayer: CATransform3D {
        let own = modelValues.matrixToSuperlayer
        guard let parent = superlayer?.modelValues, !CATransform3DIsIdentity(parent.sublayerTransform) else { return own }
        return CATransform3DConcat(own, parent.sublayerMatrix)
    }

    /// The plane map from this layer's bounds space to an ancestor's (to the root's
    /// bounds space when `ancestor` is nil or not an ancestor).
    func planeMap(toAncestor ancestor: CALayer?) -> PlaneHomography {
        var map = PlaneHomography.identity
        var node: CALayer = self
        while node !== ancestor, let parent = node.superlayer {
            map = map.concatenating(PlaneHomography(node.transformToSuperlayer))
            node = parent
        }
        return map
    }

    /// The nearest layer that is both this one or an ancestor and `other` or an ancestor.
    func commonAncestor(with other: CALayer) -> CALayer? {
        var node: CALayer? = self
        while let current = node {
            if other.isDescendant(of: current) { return current }
            node = current.superlayer
        }
        return nil
    }

    /// The plane map from this layer's bounds space to the space its root layer
    /// sits in (the root's superlayer's, were it to have one): through every layer
    /// up to the root, the root's own position, bounds and transform included.
    func planeMapAboveRoot() -> PlaneHomography {
        var root = self
        while let parent = root.superlayer { root = parent }
        return planeMap(toAncestor: nil).concatenating(PlaneHomography(root.transformToSuperlayer))
    }

    /// The plane map from this layer's bounds space to another layer's (nil for the
    /// root's space), or nil when the target is seen edge-on. Layers with no common
    /// ancestor convert through each one's root, as Core Animation does: up to the
    /// space this layer's root sits in, then down from the space the other's root
    /// sits in, the two taken as one (windows side by side on one screen).
    func planeMap(to other: CALayer?) -> PlaneHomography? {
        guard let other else { return planeMap(toAncestor: nil) }
        guard let common = commonAncestor(with: other) else {
            guard let down = other.planeMapAboveRoot().inverted else { return nil }
            return planeMapAboveRoot().concatenating(down)
        }
        let up = planeMap(toAncestor: common)
        guard let down = other.planeMap(toAncestor: common).inverted else { return nil }
        return up.concatenating(down)
    }

    /// Converts a point from this layer's coordinates to another layer's, through
    /// every transform (3D and perspective included) on the way (Core Animation's
    /// `convert(_:to:)`). Nil converts to the root layer's coordinates. A point that
    /// has no image (the target seen edge-on) comes back unchanged with a diagnostic.
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        guard let map = planeMap(to: l), let result = map.apply(p) else {
            SegueDiagnostics.report("CALayer.convert(_:to:): the target layer is seen edge-on; point not converted")
            return p
        }
        return result
    }

    /// Converts a point from another layer's coordinates to this layer's.
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        guard let source = l else {
            guard let map = planeMap(toAncestor: nil).inverted, let result = map.apply(p) else {
                SegueDiagnostics.report("CALayer.convert(_:from:): this layer is seen edge-on; point not converted")
                return p
            }
            return result
        }
        return source.convert(p, to: self)
    }

    /// Converts a rectangle to another layer's coordinates: the bounding box of its
    /// four converted corners, as Core Animation returns.
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        Self.boundingBox(of: r) { convert($0, to: l) }
    }

    /// Converts a rectangle from another layer's coordinates to this layer's.
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        Self.boundingBox(of: r) { convert($0, from: l) }
    }

    static func boundingBox(of r: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        guard !r.isNull else { return r }
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)].map(map)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

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
