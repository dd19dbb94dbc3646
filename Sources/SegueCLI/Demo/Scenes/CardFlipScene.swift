import Foundation
import Segue
import SegueStudio

/// `segue demo`'s first scene, built from bare `CALayer`s to show the compositor:
/// a two-sided card (a `CATransformLayer` holding a front and a back that is turned
/// 180° about y, both single-sided) flipping back and forth about its y axis under
/// the perspective (m34) of its superlayer's `sublayerTransform`, with text drawn
/// by SDL2_ttf, and a row of tiles spinning and fading with staggered time offsets
/// (rotation about z, opacity, rounded corners). Card and tiles sit on a stage
/// between the header and the footer, scaled down (never up) to fit the window.
///
/// The flip is one `CABasicAnimation` on `transform.rotation.y` with
/// `autoreverses` and an infinite `repeatCount`, as a Core Animation program would
/// write it. Still, the card rests turned 35° and nothing animates.
@MainActor
final class CardFlipScene {
    /// The scene's name, shown in the window title.
    nonisolated static let name = "card flip"
    /// The card's size in points.
    static let cardSize = CGSize(width: 340, height: 210)
    /// The perspective: the eye 900 points in front of the screen.
    static let eyeDistance: CGFloat = 900
    /// Seconds from one face to the other.
    static let flipDuration: CFTimeInterval = 1.6
    static let tileCount = 7
    /// The stage's perspective: m34 = −1/eyeDistance.
    static var perspective: CATransform3D {
        var transform = CATransform3DIdentity
        transform.m34 = -1 / eyeDistance
        return transform
    }

    /// The scene's top layer; add it to the window's root layer.
    let layer = CALayer()
    let stage = CALayer()
    let card = CATransformLayer()
    let front = CALayer()
    let back = CALayer()
    private(set) var tiles: [CALayer] = []
    private let labels: [DemoLabel]
    private let title, subtitle, frontTitle, frontCaption, backTitle, backCaption, footer: DemoLabel
    private let rasterizer: (any TextRasterizer)?

    init(rasterizer: (any TextRasterizer)?, animated: Bool) {
        self.rasterizer = rasterizer
        let white = RGBAColor.white
        let muted = RGBAColor(red: 0.62, green: 0.66, blue: 0.75)
        title = DemoLabel("Segue", font: .boldSystemFont(ofSize: 30), color: white, name: "title")
        subtitle = DemoLabel("Core Animation layers composited with SDL2 — card flip", font: .systemFont(ofSize: 15), color: muted, name: "subtitle")
        frontTitle = DemoLabel("Segue", font: .boldSystemFont(ofSize: 52), color: white, name: "front.title")
        frontCaption = DemoLabel("CATransformLayer · m34 = −1/900", font: .systemFont(ofSize: 15), color: RGBAColor(red: 1, green: 0.93, blue: 0.88), name: "front.caption")
        backTitle = DemoLabel("Back side", font: .boldSystemFont(ofSize: 40), color: white, name: "back.title")
        backCaption = DemoLabel("isDoubleSided = false on both faces", font: .systemFont(ofSize: 15), color: RGBAColor(red: 0.85, green: 0.98, blue: 0.96), name: "back.caption")
        footer = DemoLabel("It runs by itself · ? lists the keys · E explodes the layers · Esc quits", font: .systemFont(ofSize: 13), color: muted, name: "footer")
        labels = [title, subtitle, frontTitle, frontCaption, backTitle, backCaption, footer]
        build()
        if animated { addAnimations() } else { card.transform = CATransform3DMakeRotation(-35 * .pi / 180, 0, 1, 0) }
    }

    private func build() {
        layer.name = "scene"
        layer.backgroundColor = CGColor(rgba: RGBAColor(red: 0.08, green: 0.09, blue: 0.13))
        stage.name = "stage"
        stage.sublayerTransform = Self.perspective
        layer.addSublayer(stage)

        card.name = "card"
        card.bounds = CGRect(origin: .zero, size: Self.cardSize)
        stage.addSublayer(card)

        for (face, color, name) in [(front, RGBAColor(red: 0.93, green: 0.38, blue: 0.30), "front"),
                                    (back, RGBAColor(red: 0.10, green: 0.58, blue: 0.56), "back")] {
            face.name = name
            face.bounds = card.bounds
            face.position = CGPoint(x: card.bounds.midX, y: card.bounds.midY)
            face.backgroundColor = CGColor(rgba: color)
            face.cornerRadius = 22
            face.isDoubleSided = false
            card.addSublayer(face)
        }
        back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        front.addSublayer(frontTitle.layer)
        front.addSublayer(frontCaption.layer)
        back.addSublayer(backTitle.layer)
        back.addSublayer(backCaption.layer)

        for index in 0..<Self.tileCount {
            let tile = CALayer()
            tile.name = "tile\(index)"
            tile.bounds = CGRect(x: 0, y: 0, width: 26, height: 26)
            tile.cornerRadius = 6
            let hue = Double(index) / Double(Self.tileCount)
            tile.backgroundColor = CGColor(rgba: RGBAColor(red: 0.55 + 0.4 * cos(2 * .pi * hue),
                                                           green: 0.55 + 0.4 * cos(2 * .pi * (hue - 1.0 / 3)),
                                                           blue: 0.55 + 0.4 * cos(2 * .pi * (hue - 2.0 / 3))))
            tile.transform = CATransform3DMakeRotation(CGFloat(index) * .pi / 14, 0, 0, 1)
            stage.addSublayer(tile)
            tiles.append(tile)
        }
        for label in [title, subtitle, footer] { layer.addSublayer(label.layer) }
    }

    private func addAnimations() {
        let flip = CABasicAnimation(keyPath: "transform.rotation.y")
        flip.fromValue = 0.0
        flip.toValue = Double.pi
        flip.duration = Self.flipDuration
        flip.autoreverses = true
        flip.repeatCount = .infinity
        flip.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        card.add(flip, forKey: "flip")

        for (index, tile) in tiles.enumerated() {
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0.0
            spin.toValue = Double.pi / 2
            spin.duration = 0.9
            spin.autoreverses = true
            spin.repeatCount = .infinity
            spin.timeOffset = Double(index) * 0.12
            spin.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            tile.add(spin, forKey: "spin")

            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1.0
            fade.toValue = 0.35
            fade.duration = 0.9
            fade.autoreverses = true
            fade.repeatCount = .infinity
            fade.timeOffset = Double(index) * 0.12
            tile.add(fade, forKey: "fade")
        }
    }

    /// Places everything for a window of `size` points at `scale` pixels per point,
    /// without animating, and draws the text again if the scale changed.
    func layout(size: CGSize, scale: CGFloat) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        for label in labels { label.render(with: rasterizer, scale: scale) }

        let bounds = CGRect(origin: .zero, size: size)
        layer.bounds = bounds
        layer.position = CGPoint(x: bounds.midX, y: bounds.midY)

        title.layer.anchorPoint = .zero
        title.layer.position = CGPoint(x: 28, y: 22)
        subtitle.layer.anchorPoint = .zero
        subtitle.layer.position = CGPoint(x: 30, y: 22 + title.layer.bounds.height + 2)
        footer.layer.position = CGPoint(x: bounds.midX, y: bounds.maxY - 24)

        // The stage fills the space between header and footer; its anchor (the
        // centre) is where the perspective's vanishing point is.
        let top = min(subtitle.layer.position.y + subtitle.layer.bounds.height + 12, bounds.height / 3)
        let bottom = max(bounds.maxY - 48, top + 1)
        let stageFrame = CGRect(x: 0, y: top, width: bounds.width, height: bottom - top)
        stage.bounds = CGRect(origin: .zero, size: stageFrame.size)
        stage.position = CGPoint(x: stageFrame.midX, y: stageFrame.midY)

        // Card, gap and tile row, scaled to fit (about the stage's centre).
        let tileGap: CGFloat = 60, tileSide: CGFloat = 26, spacing: CGFloat = 46
        let contentHeight = Self.cardSize.height + tileGap + tileSide
        let contentWidth = max(Self.cardSize.width, spacing * CGFloat(Self.tileCount - 1) + tileSide)
        let fit = max(0.1, min(1, (stageFrame.height - 20) / contentHeight, (stageFrame.width - 40) / contentWidth))
        stage.sublayerTransform = CATransform3DConcat(CATransform3DMakeScale(fit, fit, fit), Self.perspective)

        let middle = CGPoint(x: stage.bounds.midX, y: stage.bounds.midY)
        card.position = CGPoint(x: middle.x, y: middle.y - contentHeight / 2 + Self.cardSize.height / 2)
        let cardMiddle = CGPoint(x: Self.cardSize.width / 2, y: Self.cardSize.height / 2)
        for (big, small) in [(frontTitle, frontCaption), (backTitle, backCaption)] {
            big.layer.position = CGPoint(x: cardMiddle.x, y: cardMiddle.y - 14)
            small.layer.position = CGPoint(x: cardMiddle.x, y: cardMiddle.y + 42)
        }
        let rowWidth = spacing * CGFloat(Self.tileCount - 1)
        let rowY = middle.y + contentHeight / 2 - tileSide / 2
        for (index, tile) in tiles.enumerated() {
            tile.position = CGPoint(x: middle.x - rowWidth / 2 + spacing * CGFloat(index), y: rowY)
        }
    }
}
