import Foundation

extension CALayer {
    // MARK: Display (contents)

    /// Marks the layer's contents as out of date; `display()` runs before the next
    /// frame is drawn (Core Animation's `setNeedsDisplay()`).
    public func setNeedsDisplay() {
        CATransaction.ensureOpen()
        needsDisplayFlag = true
    }

    /// Whether `setNeedsDisplay()` was called since the last `display()`.
    public func needsDisplay() -> Bool { needsDisplayFlag }

    /// Runs `display()` now if the layer needs it.
    public func displayIfNeeded() {
        if needsDisplayFlag { display() }
    }

    // MARK: Layout

    /// Marks the layer's sublayers as needing layout before the next frame.
    public func setNeedsLayout() {
        CATransaction.ensureOpen()
        needsLayoutFlag = true
    }

    /// Whether `setNeedsLayout()` was called since the last layout.
    public func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out this layer and then its sublayers, top-down, where needed (Core
    /// Animation's `layoutIfNeeded()`).
    public func layoutIfNeeded() {
        if needsLayoutFlag { layoutSublayers() }
        for sublayer in sublayerList { sublayer.layoutIfNeeded() }
    }

    /// Prepares a tree for drawing, as a commit does in Core Animation: lays out
    /// what needs layout, then displays what needs display, top-down (Segue
    /// extension; the host and the headless renderer call it before each frame).
    ///
    /// Only the paths to layers that asked for layout or display are walked: a
    /// subtree where nothing asked (`descendantNeedsUpdate` clear) is skipped, so a
    /// frame of a large tree that only animates costs nothing here.
    public func layoutAndDisplayIfNeeded() {
        guard needsLayoutFlag || needsDisplayFlag || descendantNeedsUpdate else { return }
        // Cleared before the work, so whatever the layout or display below asks for
        // marks the path again and is done by the next walk.
        descendantNeedsUpdate = false
        if needsLayoutFlag { layoutSublayers() }
        if needsDisplayFlag { display() }
        for sublayer in sublayerList { sublayer.layoutAndDisplayIfNeeded() }
    }
}
