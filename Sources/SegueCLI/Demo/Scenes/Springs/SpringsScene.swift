import Foundation
import Segue
import SegueStudio

// The UIView animation API overview of WWDC 2013's "Custom Transitions Using View
// Controllers" (session 218, as summarised by Federico Zanetello): the block API,
// spring animations — `animateWithDuration:delay:usingSpringWithDamping:
// initialSpringVelocity:options:animations:completion:`, "same as the basic
// animation, with two extra parameters: damping ratio and initial spring velocity" —
// and keyframe animations, `animateKeyframesWithDuration:…` with
// `addKeyframeWithRelativeStartTime:relativeDuration:animations:` blocks inside,
// "equivalent to CAKeyframeAnimation". Each call is made here as the session shows
// it, one per lane, so they run side by side: your spring (the tuning panel's damping
// ratio, initial velocity and duration), springs of damping ratio 0.2, 0.5, 0.8 and
// 1 and a fast-launched one, the plain easeInOut block for reference, and a wave of
// keyframes in the linear and the cubic calculation modes.
//
// There is no view-controller transition here: `startShowcaseTransition()` returns
// false, and a click, the Run button or R sends every ball to the other end.

/// The playground's controller: its view holds one lane per animation and runs
/// them all at once.
final class SpringsPlaygroundViewController: UIViewController {
    /// The fixed lanes' duration, seconds.
    static let fixedDuration: TimeInterval = 1.0
    /// The keyframe lanes' duration: longer, so the path is easy to follow.
    static let keyframeDuration: TimeInterval = 1.5

    /// The lanes, top to bottom; the first is yours (tuned).
    let lanes: [SpringsLaneView] = [
        SpringsLaneView(name: "Yours", kind: .spring(dampingRatio: 0.7, initialVelocity: 0), duration: fixedDuration,
                        color: UIColor(red: 0.98, green: 0.80, blue: 0.18, alpha: 1)),
        SpringsLaneView(name: "", kind: .spring(dampingRatio: 0.2, initialVelocity: 0), duration: fixedDuration,
                        color: UIColor(red: 0.93, green: 0.33, blue: 0.31, alpha: 1)),
        SpringsLaneView(name: "", kind: .spring(dampingRatio: 0.5, initialVelocity: 0), duration: fixedDuration,
                        color: UIColor(red: 0.96, green: 0.55, blue: 0.20, alpha: 1)),
        SpringsLaneView(name: "", kind: .spring(dampingRatio: 0.8, initialVelocity: 0), duration: fixedDuration,
                        color: UIColor(red: 0.40, green: 0.78, blue: 0.38, alpha: 1)),
        SpringsLaneView(name: "", kind: .spring(dampingRatio: 1.0, initialVelocity: 0), duration: fixedDuration,
                        color: UIColor(red: 0.25, green: 0.70, blue: 0.85, alpha: 1)),
        SpringsLaneView(name: "", kind: .spring(dampingRatio: 0.8, initialVelocity: 10), duration: fixedDuration,
                        color: UIColor(red: 0.36, green: 0.48, blue: 0.95, alpha: 1)),
        SpringsLaneView(name: "", kind: .curve(.easeInOut), duration: fixedDuration,
                        color: UIColor(red: 0.70, green: 0.70, blue: 0.74, alpha: 1)),
        SpringsLaneView(name: "", kind: .keyframes(.calculationModeLinear), duration: keyframeDuration,
                        color: UIColor(red: 0.72, green: 0.45, blue: 0.92, alpha: 1)),
        SpringsLaneView(name: "", kind: .keyframes(.calculationModeCubic), duration: keyframeDuration,
                        color: UIColor(red: 0.95, green: 0.45, blue: 0.75, alpha: 1)),
    ]
    /// The first lane, the one the tuning panel changes.
    var yours: SpringsLaneView { lanes[0] }
    /// Whether the balls are (going) at the end of their tracks.
    private(set) var towardEnd = false
    /// How many lanes are still animating.
    private(set) var runningCount = 0
    /// How many runs have started.
    private(set) var runCount = 0

    override func loadView() {
        let playground = SpringsPlaygroundView(lanes: lanes)
        playground.runButton.addAction(UIAction { [unowned self] _ in run() }, for: .touchUpInside)
        playground.onClick = { [unowned self] in run() }
        view = playground
    }

    /// Sends every ball to the other end of its track, each with its lane's API and
    /// parameters, all starting together. Starting during a run takes each ball
    /// from where it is (`.beginFromCurrentState`).
    func run() {
        towardEnd.toggle()
        runCount += 1
        for lane in lanes {
            lane.isAtEnd = towardEnd
            let target = towardEnd ? lane.endPoint : lane.startPoint
            let ball = lane.ball
            runningCount += 1
            let completion: (Bool) -> Void = { [weak self] _ in self?.runningCount -= 1 }
            switch lane.kind {
            case .spring(let dampingRatio, let velocity):
                UIView.animate(withDuration: lane.duration, delay: 0, usingSpringWithDamping: dampingRatio,
                               initialSpringVelocity: velocity, options: [.beginFromCurrentState], animations: {
                    ball.center = target
                }, completion: completion)
            case .curve(let curve):
                let options = UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16)
                UIView.animate(withDuration: lane.duration, delay: 0, options: [options, .beginFromCurrentState], animations: {
                    ball.center = target
                }, completion: completion)
            case .keyframes(let mode):
                // The timeline runs linearly, so each keyframe is reached at its own start time.
                let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
                let points = lane.keyframePoints(towardEnd: towardEnd)
                let share = 1 / Double(points.count)
                UIView.animateKeyframes(withDuration: lane.duration, delay: 0,
                                        options: [mode, linear, .beginFromCurrentState], animations: {
                    for (index, point) in points.enumerated() {
                        UIView.addKeyframe(withRelativeStartTime: Double(index) * share, relativeDuration: share) {
                            ball.center = point
                        }
                    }
                }, completion: completion)
            }
        }
    }
}

/// The playground's page: a title, what to do, the Run button, and the lanes
/// stacked below, re-laid out to any window size. A click on the page (not on the
/// button) calls `onClick`.
final class SpringsPlaygroundView: UIView {
    let titleLabel = UILabel()
    let hintLabel = UILabel()
    let runButton = UIButton(type: .system)
    let lanes: [SpringsLaneView]
    /// Called when a click ends on the page itself.
    var onClick: (() -> Void)?

    init(lanes: [SpringsLaneView]) {
        self.lanes = lanes
        super.init(frame: UIScreen.main.bounds)
        backgroundColor = UIColor(red: 0.10, green: 0.11, blue: 0.15, alpha: 1)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        titleLabel.text = "UIView springs and keyframes"
        titleLabel.font = .boldSystemFont(ofSize: 28)
        titleLabel.textColor = .white
        hintLabel.text = "Click anywhere, Run or R: every ball goes to the other end. ζ is the damping ratio (1: no overshoot), v the initial velocity in track lengths per second. T tunes yours."
        hintLabel.numberOfLines = 2
        hintLabel.font = .systemFont(ofSize: 15)
        hintLabel.textColor = UIColor(white: 1, alpha: 0.75)
        runButton.setTitle("Run", for: .normal)
        runButton.setTitleColor(.white, for: .normal)
        runButton.titleLabel?.font = .boldSystemFont(ofSize: 20)
        runButton.backgroundColor = UIColor(red: 0.25, green: 0.45, blue: 0.85, alpha: 1)
        runButton.layer.cornerRadius = 10
        for subview in [titleLabel, hintLabel, runButton] as [UIView] { addSubview(subview) }
        for lane in lanes { addSubview(lane) }
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        runButton.frame = CGRect(x: width - 136, y: 20, width: 110, height: 44)
        titleLabel.frame = CGRect(x: 16, y: 14, width: width - 170, height: 36)
        hintLabel.frame = CGRect(x: 16, y: 52, width: width - 170, height: 40)
        let top: CGFloat = 104
        let laneHeight = max(30, (bounds.height - top - 8) / CGFloat(max(lanes.count, 1)))
        for (index, lane) in lanes.enumerated() {
            lane.frame = CGRect(x: 0, y: top + CGFloat(index) * laneHeight, width: width, height: laneHeight)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onClick?()
    }
}

/// `segue demo --scene springs`: the playground in a window, your lane's damping
/// ratio, initial velocity and duration tunable (the other lanes stay fixed for
/// comparison). No controller transition runs: `startShowcaseTransition()` is
/// always false.
@MainActor
final class SpringsScene: StudioScene {
    nonisolated static let name = "springs"

    let window = UIWindow()
    let tuning = StudioTuning(parameters: [.duration, .dampingRatio, .initialVelocity],
                            duration: SpringsPlaygroundViewController.fixedDuration, dampingRatio: 0.7, initialVelocity: 0)
    let playground = SpringsPlaygroundViewController()

    init() {
        window.rootViewController = playground
        tuning.addObserver { [unowned self] in applyTuning() }
        applyTuning()
    }

    /// Your lane takes the tuning at once (its label too); the next run uses it.
    private func applyTuning() {
        playground.yours.kind = .spring(dampingRatio: tuning.dampingRatio, initialVelocity: tuning.initialVelocity)
        playground.yours.duration = tuning.duration
    }

    /// The playground runs no view-controller transition.
    func startShowcaseTransition() -> Bool { false }

    /// R runs the playground.
    func handleKey(_ key: StudioKey) -> Bool {
        guard key.matches("r") else { return false }
        playground.run()
        return true
    }

    var helpLines: [StudioHelpLine] {
        [StudioHelpLine("Click, Run or R", "send every ball to the other end of its track (again to come back)"),
         StudioHelpLine("T (tuning panel)", "your lane's duration, damping ratio and initial velocity, used from the next run")]
    }
}
