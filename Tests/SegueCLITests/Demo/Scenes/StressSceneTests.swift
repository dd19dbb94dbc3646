import Foundation
import Segue
import SegueSDL
import Testing
@testable import segue
@testable import SegueStudio

/// `segue demo --scene stress` headless: N cards laid out in a grid, each flipping
/// on a spring with a keyframed hop at a staggered time, forever; keys, tuning,
/// showcase and still mode; and what the compositor makes of it.
@MainActor @Suite struct StressSceneTests {
    func present(_ scene: StressScene, size: CGSize = CGSize(width: 800, height: 600)) -> HeadlessHost {
        let host = HeadlessHost(size: size)
        host.present(scene.window)
        host.runTicks(1)
        return host
    }

    @Test(arguments: [1, 7, 100, 500])
    func theCardsFillAGridInsideTheWindowWithoutOverlapping(count: Int) throws {
        let scene = StressScene(cardCount: count)
        _ = present(scene)
        let grid = scene.grid
        #expect(grid.cards.count == count)
        #expect(grid.columns * grid.rows >= count && grid.columns * (grid.rows - 1) < count)
        let frames = grid.cards.map { $0.convert($0.bounds, to: scene.window.layer) }
        for frame in frames {
            #expect(scene.window.bounds.insetBy(dx: -0.5, dy: -0.5).contains(frame), "\(frame)")
        }
        for (index, frame) in frames.enumerated() where index + 1 < frames.count {
            #expect(!frame.insetBy(dx: 0.5, dy: 0.5).intersects(frames[index + 1]))
        }
    }

    @Test func everyCardFlipsOnASpringWithKeyframesAtItsOwnTime() throws {
        let scene = StressScene(cardCount: 30)
        // The host is kept: a host released ends the animations in its window.
        let host = present(scene)
        defer { withExtendedLifetime(host) {} }
        var offsets = Set<Double>()
        for card in scene.grid.cards {
            let group = try #require(card.animation(forKey: "flip") as? CAAnimationGroup)
            #expect(group.repeatCount == .infinity)
            let members = try #require(group.animations)
            #expect(members.compactMap { $0 as? CASpringAnimation }.map(\.keyPath) == ["transform.rotation.y", "transform.rotation.y"])
            #expect(members.contains { ($0 as? CAKeyframeAnimation)?.keyPath == "position.y" })
            offsets.insert(group.timeOffset)
        }
        #expect(offsets.count > 5, "staggered: \(offsets.sorted())")
    }

    @Test func theCardsTurnOverAndComeBackForever() {
        let scene = StressScene(cardCount: 4)
        let host = present(scene)
        let card = scene.grid.cards[0]
        var angles: [Double] = []
        // Four periods, sampled every 50 ms.
        let motion = scene.grid.motion!
        let period = 2 * (max(StressCardGrid.spring(motion).settlingDuration, motion.duration) + motion.rest)
        for _ in 0..<Int(4 * period / 0.05) {
            host.advance(by: 0.05)
            let t = card.presentation()!.transform
            // The card's facing: the sign of m11 (cos of its turn about y).
            angles.append(Double(t.m11))
        }
        let facingAway = angles.filter { $0 < -0.5 }.count, facingUs = angles.filter { $0 > 0.5 }.count
        #expect(facingAway > 10 && facingUs > 10, "\(angles)")
        // Still turning in the last period: it never stops.
        #expect(Set(angles.suffix(Int(period / 0.05)).map { ($0 * 10).rounded() }).count > 5)
    }

    @Test func keysPickTheStaggerAndTheShowcaseRipples() throws {
        let scene = StressScene(cardCount: 50)
        _ = present(scene)
        #expect(scene.grid.stagger == .wave)
        #expect(scene.handleKey(StudioKey("3")))
        #expect(scene.grid.stagger == .together)
        #expect(Set(scene.grid.cards.map { $0.animation(forKey: "flip")!.timeOffset }).count == 1)
        #expect(scene.handleKey(StudioKey("1")) && scene.grid.stagger == .wave)
        #expect(!scene.handleKey(StudioKey("x")))
        #expect(scene.startShowcaseTransition())
        #expect(scene.grid.stagger == .ripple)
        #expect(!scene.helpLines.isEmpty)
    }

    @Test func tuningTheSpringRestartsEveryCardWithIt() throws {
        let scene = StressScene(cardCount: 10)
        _ = present(scene)
        #expect(scene.tuning.parameters == [.duration, .dampingRatio, .initialVelocity])
        scene.tuning.set(.dampingRatio, to: 1)
        scene.tuning.set(.duration, to: 2)
        #expect(scene.grid.motion?.dampingRatio == 1 && scene.grid.motion?.duration == 2)
        let group = try #require(scene.grid.cards[3].animation(forKey: "flip") as? CAAnimationGroup)
        let spring = try #require(group.animations?.first as? CASpringAnimation)
        // Critically damped with a 2 s perceptual duration: stiffness (2π/2)², damping 2·√k.
        #expect(abs(Double(spring.stiffness) - pow(2 * .pi / 2, 2)) < 1e-6)
        #expect(abs(Double(spring.damping) - 2 * Double(spring.stiffness).squareRoot()) < 1e-6)
    }

    @Test func stillCardsDoNotMoveAndHaveNoShowcase() {
        let scene = StressScene(cardCount: 20, still: true)
        let host = present(scene)
        #expect(scene.grid.cards.allSatisfy { $0.animationKeys()?.isEmpty ?? true })
        #expect(!scene.startShowcaseTransition())
        #expect(!scene.handleKey(StudioKey("2")))
        let before = scene.grid.cards.map { $0.presentation()!.transform.m11 }
        host.advance(by: 0.5)
        #expect(scene.grid.cards.map { $0.presentation()!.transform.m11 } == before)
        #expect(Set(before).count > 1, "turned part way, differently")
    }

    @Test func theCompositorDrawsOneFacePerCardInFewRuns() throws {
        let scene = StressScene(cardCount: 120)
        let host = present(scene, size: CGSize(width: 640, height: 480))
        host.advance(by: 0.7)
        let canvas = try OffscreenCanvas(pixelWidth: 640, pixelHeight: 480)
        let image = try canvas.render(scene.window.layer)
        let statistics = canvas.statistics
        // Each card shows one face (the other faces away), plus the page and the header.
        #expect(statistics.quads >= 120 && statistics.quads <= 123, "\(statistics)")
        // Fronts (colour) and backs (the one pattern) alternate in runs, never one call per card.
        #expect(statistics.drawCalls < 120, "\(statistics)")
        #expect(statistics.overdraw > 1 && statistics.overdraw < 2, "\(statistics)")
        #expect(statistics.textureUploads <= 2)
        if let png = try? PNGEncoder().encode(rgba: image.pixels, width: image.width, height: image.height),
           ProcessInfo.processInfo.environment["SEGUE_WRITE_STRESS_PNG"] != nil {
            try Data(png).write(to: URL(fileURLWithPath: "/tmp/segue-stress-120.png"))
        }
        // Later frames upload nothing new.
        host.advance(by: 0.2)
        try canvas.draw(scene.window.layer)
        #expect(canvas.statistics.textureUploads == 0)
    }
}

/// `--cards` reaches the stress scene through the demo's settings and its factory.
@MainActor @Suite struct StressSceneOptionsTests {
    @Test func cardsParseAndReachTheScene() throws {
        let demo = try #require(try SegueCommand.parseAsRoot(["demo", "--scene", "stress", "--cards", "2000"]) as? DemoCommand)
        #expect(demo.studio.scene == "stress")
        #expect(try demo.cardCount() == 2000)
        let byDefault = try #require(try SegueCommand.parseAsRoot(["demo"]) as? DemoCommand)
        #expect(try byDefault.cardCount() == 500)
        let built = try #require(DemoSceneName.catalog(cards: 37).entry(named: "stress")?.make(StudioSceneContext(textRasterizer: nil)) as? StressScene)
        #expect(built.grid.cardCount == 37)
        let scene = try #require(DemoSceneContent.make(.stress, still: false, rasterizer: nil, cards: 37) as? StressScene)
        #expect(scene.grid.cardCount == 37)
        let still = try #require(DemoSceneContent.make(.stress, still: true, rasterizer: nil) as? StressScene)
        #expect(still.grid.cardCount == 500 && still.grid.motion == nil)
    }

    @Test(arguments: ["0", "-1", "20001", "1e3", ""])
    func badCardCountsNameTheOption(text: String) {
        #expect(throws: OptionValueError("--cards must be a whole number from 1 to 20000, got \"\(text)\"")) {
            var demo = try #require(try SegueCommand.parseAsRoot(["demo"]) as? DemoCommand)
            demo.cards = text
            _ = try demo.cardCount()
        }
    }

    @Test func theSceneIsListedWithItsSummary() {
        #expect(DemoSceneName(rawValue: "stress") == .stress)
        #expect(DemoSceneName.stress.summary.contains("--cards"))
        #expect(DemoSceneName.catalog().entries.contains { $0.name == "stress" && $0.summary.contains("--cards") })
    }
}
