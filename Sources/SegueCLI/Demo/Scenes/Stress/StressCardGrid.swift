import Foundation
import Segue
import SegueStudio

/// The `stress` scene's load, in bare Core Animation: N two-sided cards in a grid,
/// each flipping forever on a spring with a keyframed hop, at staggered times.
///
/// Each card is a `CATransformLayer` holding a front (a coloured, rounded
/// background) and a back (one shared, opaque pattern image, so every back samples
/// the same texture), both single-sided, the back turned 180° about y; the stage
/// above them gives the grid one perspective (m34 = −1 / (2 × the stage's longer
/// side)). A card's animation is one `CAAnimationGroup` repeating forever, holding
/// a `CASpringAnimation` on `transform.rotation.y` from 0 to π over the first half
/// of the period, another from π to 2π over the second, and an additive
/// `CAKeyframeAnimation` on `position.y` lifting the card while each flip starts.
/// The stagger is the group's `timeOffset`, so a card keeps its phase forever and
/// nothing is added or removed while the scene runs.
///
/// Shared, as source, with the compositor's package benchmarks (a symbolic link in
/// `Benchmarks/Benchmarks/CompositorBenchmarks/`), so `segue bench --scene stress`
/// and the benchmarks measure the same tree. It uses nothing but Segue.
@MainActor
final class StressCardGrid {
    /// How many cards `segue demo --scene stress` shows without `--cards`.
    nonisolated static let defaultCardCount = 500
    /// The card counts accepted.
    nonisolated static let cardCountRange = 1...20_000
    /// Height over width of a card.
    static let aspectRatio: CGFloat = 1.4
    /// Gap between cards, as a fraction of a card's width.
    static let gapFraction: CGFloat = 0.18

    /// How the cards' phases are spread over the period.
    enum Stagger: Equatable {
        /// Diagonal bands sweeping from the top-left (the default).
        case wave
        /// Rings spreading from the centre.
        case ripple
        /// Every card at once.
        case together
    }

    /// The spring every flip uses and the time between flips.
    struct Motion: Equatable {
        /// The spring's perceptual duration (`CASpringAnimation(perceptualDuration:bounce:)`), seconds.
        var duration: Double = 0.8
        /// The spring's damping ratio; its bounce is 1 − dampingRatio.
        var dampingRatio: Double = 0.6
        /// The spring's initial velocity, in flips per second.
        var initialVelocity: Double = 0
        /// Seconds a card rests between its settled flip and the next.
        var rest: Double = 0.4
    }

    /// The grid's top layer: add it to a view's layer.
    let layer = CALayer()
    /// The layer with the perspective, holding the cards.
    let stage = CALayer()
    /// The cards, row by row.
    private(set) var cards: [CATransformLayer] = []
    private var fronts: [CALayer] = []
    private var backs: [CALayer] = []
    /// Columns and rows of the last layout.
    private(set) var columns = 1
    private(set) var rows = 1
    /// The size of one card in points at the last layout.
    private(set) var cardSize = CGSize(width: 10, height: 14)
    /// The motion and stagger of the animations (nil: still).
    private(set) var motion: Motion?
    private(set) var stagger: Stagger = .wave

    /// A grid of `cardCount` cards (clamped to `cardCountRange`); `animated` false
    /// shows them still, each turned part way.
    init(cardCount: Int, animated: Bool, motion: Motion = Motion()) {
        let count = min(max(cardCount, Self.cardCountRange.lowerBound), Self.cardCountRange.upperBound)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.name = "stress"
        stage.name = "stress.stage"
        layer.addSublayer(stage)
        let pattern = Self.backPattern()
        cards.reserveCapacity(count)
        for index in 0..<count {
            let card = CATransformLayer()
            card.name = "card\(index)"
            let front = CALayer(), back = CALayer()
            front.name = "front"
            back.name = "back"
            let hue = Double(index % 37) / 37
            front.backgroundColor = CGColor(rgba: RGBAColor(red: 0.55 + 0.4 * cos(2 * .pi * hue),
                                                            green: 0.55 + 0.4 * cos(2 * .pi * (hue - 1.0 / 3)),
                                                            blue: 0.55 + 0.4 * cos(2 * .pi * (hue - 2.0 / 3))))
            back.contents = pattern
            back.backgroundColor = CGColor(rgba: RGBAColor(red: 0.12, green: 0.14, blue: 0.22))
            back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            for face in [front, back] {
                face.isDoubleSided = false
                card.addSublayer(face)
            }
            stage.addSublayer(card)
            cards.append(card)
            fronts.append(front)
            backs.append(back)
        }
        CATransaction.commit()
        if animated {
            // The animations start at the first layout, which decides the hop's height.
            self.motion = motion
        } else {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for (index, card) in cards.enumerated() {
                card.transform = CATransform3DMakeRotation(CGFloat(index % 7) * .pi / 7, 0, 1, 0)
            }
            CATransaction.commit()
        }
    }

    /// The number of cards.
    var cardCount: Int { cards.count }

    /// Places the cards in as square a grid as fits `size` points, without
    /// animating; (re)starts the animations when the cards' size changed.
    func layout(size: CGSize) {
        let previousSize = cardSize, previousColumns = columns
        let width = max(Double(size.width), 1), height = max(Double(size.height), 1)
        let count = Double(cards.count)
        // Cards are aspectRatio tall: c columns of side s need c·s wide and
        // (count / c)·s·aspect high; the best c makes both fit as closely as they can.
        let aspect = Double(Self.aspectRatio)
        var bestColumns = 1, bestSide = 0.0
        let estimate = Int((count * width / (height / aspect)).squareRoot().rounded())
        for candidate in max(1, estimate - 2)...max(1, estimate + 2) {
            let rowCount = (count / Double(candidate)).rounded(.up)
            let side = min(width / Double(candidate), height / (rowCount * aspect))
            if side > bestSide { bestSide = side; bestColumns = candidate }
        }
        columns = bestColumns
        rows = Int((count / Double(columns)).rounded(.up))
        let cell = CGSize(width: bestSide, height: bestSide * aspect)
        let gap = bestSide * Double(Self.gapFraction)
        cardSize = CGSize(width: max(cell.width - gap, 1), height: max(cell.height - gap, 1))
        let originX = (width - Double(columns) * cell.width) / 2 + cell.width / 2
        let originY = (height - Double(rows) * cell.height) / 2 + cell.height / 2

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        layer.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        layer.position = CGPoint(x: width / 2, y: height / 2)
        stage.bounds = layer.bounds
        stage.position = layer.position
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / (2 * max(width, height))
        stage.sublayerTransform = perspective
        let bounds = CGRect(origin: .zero, size: cardSize)
        let radius = min(cardSize.width, cardSize.height) * 0.12
        for (index, card) in cards.enumerated() {
            card.bounds = bounds
            card.position = CGPoint(x: originX + Double(index % columns) * cell.width,
                                    y: originY + Double(index / columns) * cell.height)
            for face in [fronts[index], backs[index]] {
                face.bounds = bounds
                face.position = CGPoint(x: bounds.midX, y: bounds.midY)
                face.cornerRadius = radius
            }
        }
        if let motion, cardSize != previousSize || columns != previousColumns || !hasStarted {
            start(motion: motion, stagger: stagger)
        }
    }

    private var hasStarted = false

    /// (Re)starts every card's animation with `motion`, phases spread by `stagger`.
    func start(motion: Motion, stagger: Stagger) {
        self.motion = motion
        self.stagger = stagger
        hasStarted = true
        let spring = Self.spring(motion)
        let half = max(spring.settlingDuration, motion.duration) + motion.rest
        let period = 2 * half
        let hopHeight = Double(cardSize.height) * 0.35
        let columnCount = max(columns, 1), rowCount = max(rows, 1)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        for (index, card) in cards.enumerated() {
            let column = index % columnCount, row = index / columnCount
            let phase: Double
            switch stagger {
            case .wave:
                phase = Double((row + column) % 24) / 24
            case .ripple:
                let dx = Double(column) - Double(columnCount - 1) / 2, dy = Double(row) - Double(rowCount - 1) / 2
                phase = 1 - ((dx * dx + dy * dy).squareRoot() / 10).truncatingRemainder(dividingBy: 1)
            case .together:
                phase = 0
            }
            card.removeAnimation(forKey: "flip")
            card.add(Self.group(spring: spring, half: half, hopHeight: hopHeight, timeOffset: phase * period),
                     forKey: "flip")
        }
    }

    /// The spring of one flip (0 → π), from the motion's values.
    static func spring(_ motion: Motion) -> CASpringAnimation {
        let spring = CASpringAnimation(perceptualDuration: motion.duration,
                                       bounce: CGFloat(1 - min(max(motion.dampingRatio, 0.05), 1)))
        spring.keyPath = "transform.rotation.y"
        spring.initialVelocity = CGFloat(motion.initialVelocity)
        spring.duration = spring.settlingDuration
        return spring
    }

    /// One card's forever-repeating group: flip, rest, flip back, rest.
    private static func group(spring: CASpringAnimation, half: Double, hopHeight: Double,
                              timeOffset: Double) -> CAAnimationGroup {
        // Each flip lasts its half of the period: a settled spring holds its end
        // value, so no fill is needed and only one spring runs at a time.
        let there = spring.copy() as! CASpringAnimation
        there.fromValue = 0.0
        there.toValue = Double.pi
        there.duration = half
        let back = spring.copy() as! CASpringAnimation
        back.fromValue = Double.pi
        back.toValue = 2 * Double.pi
        back.beginTime = half
        back.duration = half

        let hop = CAKeyframeAnimation(keyPath: "position.y")
        hop.isAdditive = true
        hop.values = [0.0, -hopHeight, 0.0, 0.0, -hopHeight, 0.0, 0.0]
        let lift = min(0.25 * half, 0.35) / (2 * half)
        hop.keyTimes = [0, lift / 2, lift, 0.5, 0.5 + lift / 2, 0.5 + lift, 1].map { NSNumber(value: $0) }
        hop.calculationMode = .cubic
        hop.duration = 2 * half

        let group = CAAnimationGroup()
        group.animations = [there, back, hop]
        group.duration = 2 * half
        group.repeatCount = .infinity
        group.timeOffset = timeOffset
        return group
    }

    /// The backs' image: an opaque 16×16 lattice, one image for every card.
    static func backPattern() -> CGImage {
        let side = 16
        var bytes = [UInt8](repeating: 255, count: side * side * 4)
        for y in 0..<side {
            for x in 0..<side {
                let onLine = (x + y) % 8 == 0 || (x - y + side) % 8 == 0
                let i = (y * side + x) * 4
                bytes[i] = onLine ? 240 : 32
                bytes[i + 1] = onLine ? 196 : 44
                bytes[i + 2] = onLine ? 92 : 76
            }
        }
        return CGImage(width: side, height: side, rgbaPixels: bytes)!
    }
}
