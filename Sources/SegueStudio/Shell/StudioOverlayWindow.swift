import Foundation
import Segue

/// The transparent window the studio's tools draw in, above the scene's window. A
/// point over none of the tools' views hits nothing, so the shell sends that
/// touch to the scene instead (as a passthrough window does in an iOS app).
@MainActor
final class StudioOverlayWindow: UIWindow {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        layer.name = "StudioOverlayWindow"
    }

    required init?(coder: NSCoder) { nil }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
