import Foundation
@testable import Segue
@testable import segue
@testable import SegueStudio
import SegueTestSupport

/// Makes random actions for a stage, a few at a time, looking at the stage as it
/// is (where the buttons, tabs, cards and sliders are, whether the button is held)
/// so that taps land on things that react and drags start where gestures begin —
/// edges, pages, the timeline's track — as well as anywhere at all.
///
/// Everything random comes from one seeded `SeededGenerator`, and the stage is
/// deterministic, so a seed always makes the same sequence.
@MainActor
struct RandomActionGenerator {
    private(set) var random: SeededGenerator
    /// Whether the sequence may switch scenes (through the picker's call).
    var allowsSceneSwitches = true

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    /// The keys pressed: the tools' (Tab, ?, F1, H, S, [, ], Space, Left, Right, E, C,
    /// T) and the scenes' (digits, Ctrl+Left/Right, letters), and a few nothing uses.
    static let keys = ["tab", "shift+/", "f1", "h", "s", "[", "]", "space", "left", "right", "e", "c", "t",
                       "1", "2", "3", "4", "ctrl+left", "ctrl+right", "p", "b", "l", "n", "m", "o", "r", "x", "return", "backspace"]

    /// The next few actions (an input and the time after it, or a whole tap or drag).
    mutating func next(for stage: RandomActionStage) -> [RandomAction] {
        let size = stage.size
        let weights: [Double] = [
            stage.pointerIsDown ? 0.22 : 0,  // 0 lift or move the held button
            stage.pointerIsDown ? 0 : 0.16,  // 1 tap something
            stage.pointerIsDown ? 0 : 0.16,  // 2 drag (maybe Alt)
            0.13,                            // 3 key
            0.12,                            // 4 let time run
            0.02,                            // 5 hitch
            0.02,                            // 6 resize
            0.02,                            // 7 focus loss
            0.025,                           // 8 rotate
            allowsSceneSwitches ? 0.008 : 0, // 9 switch scene
            0.03,                            // 10 tune
            0.12,                            // 11 programmatic call
            0.04,                            // 12 showcase
            0.035,                           // 13 quiescent point
            0.03,                            // 14 mouse wheel
        ]
        switch random.weighted(weights) {
        case 0:
            let point = wander(from: stage.pointerLocation, in: size)
            if random.chance(0.5) {
                return [.up(x: point.x, y: point.y, alt: stage.pointerAlt), .ticks(random.int(1...4))]
            }
            return [.move(x: point.x, y: point.y, alt: stage.pointerAlt), .ticks(random.int(1...6))]
        case 1:
            let point = target(in: stage)
            return [.down(x: point.x, y: point.y), .ticks(random.int(1...3)),
                    .up(x: point.x, y: point.y), .ticks(random.int(1...6))]
        case 2:
            return drag(in: stage)
        case 3:
            return [.key(random.pick(Self.keys)), .ticks(random.int(0...3))]
        case 4:
            return [.ticks(random.chance(0.7) ? random.int(1...30) : random.int(30...300))]
        case 5:
            return [.stall(random.number(0.05...5, step: 0.05))]
        case 6:
            let width = random.number(320...1600), height = random.number(240...1100)
            return [.resize(width: width, height: height), .ticks(random.int(1...4))]
        case 7:
            return [.focusLoss, .ticks(random.int(0...3))]
        case 8:
            return [.rotate(random.pick(RandomAction.Orientation.allCases), animated: random.chance(0.8)), .ticks(random.int(1...10))]
        case 9:
            return [.switchScene(random.pick(RandomAction.DemoSceneNameLiteral.allCases)), .ticks(random.int(1...6))]
        case 10:
            let parameters = stage.scene.tuning.parameters
            guard let parameter = parameters.isEmpty ? nil : random.pick(parameters),
                  let literal = RandomAction.TuningParameterLiteral(rawValue: parameter.rawValue) else { return [.ticks(1)] }
            let range = StudioTuning.range(of: parameter)
            return [.tune(literal, random.number(range, step: 0.05))]
        case 11:
            let calls = SceneCall.allCases.filter { $0.applies(to: stage.sceneName) }
            return [.call(random.pick(calls)), .ticks(random.int(0...8))]
        case 12:
            return [.showcase, .ticks(random.int(0...8))]
        case 13:
            return [.settle]
        default:
            let point = random.chance(0.75) ? target(in: stage) : anywhere(in: size)
            let steps = random.chance(0.3) ? random.number(-12...12) : Double(random.int(-3...3))
            let sideways = random.chance(0.2) ? Double(random.int(-2...2)) : 0
            return [.wheel(x: point.x, y: point.y, dx: sideways, dy: steps), .ticks(random.int(0...6))]
        }
    }

    // MARK: Points

    /// A point to tap: on a control, tab, card or gesture-carrying view of the
    /// scene or the tools most of the time, else anywhere.
    private mutating func target(in stage: RandomActionStage) -> (x: Double, y: Double) {
        let targets = Self.targets(in: stage)
        if !targets.isEmpty && random.chance(0.75) {
            let rect = random.pick(targets)
            // Somewhere inside, away from the edges.
            let x = rect.minX + rect.width * random.number(0.2...0.8, step: 0.01)
            let y = rect.minY + rect.height * random.number(0.2...0.8, step: 0.01)
            return (x.rounded(), y.rounded())
        }
        return anywhere(in: stage.size)
    }

    private mutating func anywhere(in size: CGSize) -> (x: Double, y: Double) {
        (random.number(0...Double(max(size.width - 1, 1))), random.number(0...Double(max(size.height - 1, 1))))
    }

    private mutating func wander(from point: CGPoint, in size: CGSize) -> (x: Double, y: Double) {
        let reach = random.chance(0.8) ? 60.0 : 400.0
        let x = min(max(Double(point.x) + random.number(-reach...reach), -20), Double(size.width) + 20)
        let y = min(max(Double(point.y) + random.number(-reach...reach), -20), Double(size.height) + 20)
        return (x, y)
    }

    /// A drag: from an edge, a target or anywhere, a few moves with time between,
    /// and (usually) a release — sometimes with Alt (a pinch), sometimes left held.
    private mutating func drag(in stage: RandomActionStage) -> [RandomAction] {
        let size = stage.size
        let alt = random.chance(0.25)
        var start: (x: Double, y: Double)
        switch random.weighted([0.3, 0.35, 0.35]) {
        case 0: start = (random.number(0...14), random.number(40...Double(max(size.height - 40, 41))))
        case 1: start = target(in: stage)
        default: start = anywhere(in: size)
        }
        var actions: [RandomAction] = [.down(x: start.x, y: start.y, alt: alt), .ticks(random.int(1...4))]
        // Mostly one direction, sometimes a zigzag.
        let dx = random.number(-90...90), dy = random.number(-90...90)
        var point = start
        for _ in 0..<random.int(1...10) {
            if random.chance(0.2) {
                point = (point.x + random.number(-120...120), point.y + random.number(-120...120))
            } else {
                point = (point.x + dx + random.number(-10...10), point.y + dy + random.number(-10...10))
            }
            point = (min(max(point.x, -30), Double(size.width) + 30), min(max(point.y, -30), Double(size.height) + 30))
            actions.append(.move(x: point.x, y: point.y, alt: alt))
            if random.chance(0.85) { actions.append(.ticks(random.int(1...8))) }
        }
        if random.chance(0.85) {
            actions.append(.up(x: point.x, y: point.y, alt: alt))
            actions.append(.ticks(random.int(1...6)))
        }
        return actions
    }

    /// The frames, in host window points, of the views a tap can reach and that
    /// react: controls, views with gesture recognizers and tab bar items, in the
    /// scene's windows and the tools' overlay, shown and not hidden.
    static func targets(in stage: RandomActionStage) -> [CGRect] {
        var rects: [CGRect] = []
        func collect(_ view: UIView, into host: UIView) {
            guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return }
            if view is UIControl || !(view.gestureRecognizers ?? []).isEmpty || view is TabBarItemView || view is StudioSceneCard {
                let rect = view.convert(view.bounds, to: host)
                if rect.width >= 2, rect.height >= 2, rect.minX.isFinite, rect.minY.isFinite,
                   rect.intersects(host.bounds) {
                    rects.append(rect.intersection(host.bounds))
                }
            }
            for subview in view.subviews { collect(subview, into: host) }
        }
        collect(stage.scene.window, into: stage.scene.window)
        collect(stage.shell.overlay, into: stage.shell.overlay)
        return rects
    }
}
