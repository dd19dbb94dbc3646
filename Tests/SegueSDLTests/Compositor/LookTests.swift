import Foundation
import Testing
import Segue
@testable import SegueSDL

@MainActor @Suite struct ScratchLook {
    @Test func cards() throws {
        for angle in [0.0, 30, 60, 89, 120] {
            let root = CompositorFixtures.stage(CGSize(width: 400, height: 400), perspective: 500)
            let card = CompositorFixtures.layer(bounds: CGRect(x: 0, y: 0, width: 256, height: 256),
                                                position: CGPoint(x: 200, y: 200), background: CompositorFixtures.red)
            card.contents = CompositorFixtures.checkerboard(cells: 8, cellSize: 16,
                                                            first: CompositorFixtures.colour(30, 30, 200),
                                                            second: CompositorFixtures.colour(240, 220, 60))
            card.transform = CATransform3DMakeRotation(angle * .pi / 180, 1, 0, 0)
            root.addSublayer(card)
            let image = try CompositorFixtures.render(root, size: CGSize(width: 400, height: 400))
            CompositorFixtures.writeIfAsked(image, "card-\(Int(angle))")
        }
    }
}
