import Foundation
import Testing
import Segue
@testable import SegueSDL

/// The scenes to look at (written to /tmp/compositor-*.png when
/// SEGUE_WRITE_COMPOSITOR_PNGS is set): a card flipped about x at several angles,
/// a masked rotated layer and a checkerboard card. Each is checked for what must
/// be there.
@MainActor @Suite(.serialized) struct GalleryPixelTests {
    typealias F = CompositorFixtures
    let size = CGSize(width: 400, height: 300)

    /// A 240×160 card with a 480×320-texel checkerboard and a white border, at the
    /// centre of a dark stage with m34 = −1/height, rotated about x.
    func card(degrees: Double) -> (CALayer, CALayer) {
        let root = F.stage(size, perspective: 300, background: F.colour(24, 26, 32))
        let card = F.layer(bounds: CGRect(x: 0, y: 0, width: 240, height: 160), position: CGPoint(x: 200, y: 150))
        card.contents = F.checkerboard(cells: 12, cellSize: 40, first: F.colour(30, 30, 200), second: F.colour(240, 220, 60))
        card.contentsGravity = .resizeAspectFill
        card.masksToBounds = true
        card.cornerRadius = 12
        card.borderWidth = 3
        card.borderColor = CGColor(rgba: F.white)
        card.transform = CoreAnimationMath.rotation(degrees, 1, 0, 0)
        root.addSublayer(card)
        return (root, card)
    }

    @Test(arguments: [30.0, 60.0, 89.0, 120.0])
    func cardFlippedAboutX(degrees: Double) throws {
        let (root, card) = card(degrees: degrees)
        let image = try F.render(root, size: size, scale: 1)
        F.writeIfAsked(image, "card-\(Int(degrees))")
        let probe = PixelProbe(image: image)
        let corners = CoreAnimationMath.corners(card)
        let box = try #require(probe.boundingBox { $0.0 + $0.1 + $0.2 > 200 })
        let ys = corners.map(\.y)
        #expect(abs(Double(box.minY) - ys.min()!) <= 1.5 && abs(Double(box.maxY + 1) - ys.max()!) <= 1.5,
                "\(degrees)°: \(box) vs \(ys)")
    }

    @Test func maskedRotatedLayer() throws {
        let root = F.stage(size, background: F.colour(24, 26, 32))
        let frame = F.layer(bounds: CGRect(x: 0, y: 0, width: 200, height: 120), position: CGPoint(x: 200, y: 150),
                            background: F.colour(60, 60, 70))
        frame.transform = CoreAnimationMath.rotation(30, 0, 0, 1)
        frame.masksToBounds = true
        frame.cornerRadius = 16
        let photo = F.layer(bounds: CGRect(x: 0, y: 0, width: 260, height: 180), position: CGPoint(x: 100, y: 60))
        photo.contents = F.quadrants(width: 260, height: 180)
        photo.transform = CoreAnimationMath.rotation(-30, 0, 0, 1)
        frame.addSublayer(photo)
        root.addSublayer(frame)
        let image = try F.render(root, size: size, scale: 2)
        F.writeIfAsked(image, "masked-rotated")
        let probe = PixelProbe(image: image)
        // Nothing of the photo outside the frame's rotated rounded bounds.
        let outline = CoreAnimationMath.corners(frame).map { CGPoint(x: $0.x * 2, y: $0.y * 2) }
        var outside = 0
        for y in 0..<image.height {
            for x in 0..<image.width where !probe.matches(x, y, F.colour(24, 26, 32), tolerance: 2)
                && !CoreAnimationMath.contains(outline, CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5), slack: 1.5) {
                outside += 1
            }
        }
        #expect(outside == 0)
    }

    @Test func checkerboardCard() throws {
        let root = F.stage(size, perspective: 500, background: F.black)
        let card = F.layer(bounds: CGRect(x: 0, y: 0, width: 256, height: 256), position: CGPoint(x: 200, y: 150))
        card.contents = F.checkerboard(cells: 8, cellSize: 64, first: F.colour(30, 30, 200), second: F.colour(240, 220, 60))
        card.transform = CATransform3DConcat(CoreAnimationMath.rotation(55, 1, 0, 0), CoreAnimationMath.rotation(25, 0, 0, 1))
        root.addSublayer(card)
        let image = try F.render(root, size: size)
        F.writeIfAsked(image, "checkerboard")
        #expect(PixelProbe(image: image).count { PixelProbe.lit($0) } > 10_000)
    }
}
