import Foundation
import Segue
import SegueStudio

/// What one lane of the springs playground animates, and with which API.
enum SpringsLaneKind: Equatable {
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
    case spring(dampingRatio: CGFloat, initialVelocity: CGFloat)
    /// `UIView.animate(withDuration:delay:options:…)` with a curve: the non-spring reference.
    case curve(UIView.AnimationCurve)
    /// `UIView.animateKeyframes` through the lane's wave of keyframes, in a calculation mode.
    case keyframes(UIView.KeyframeAnimationOptions)

    /// "ζ 0.20 · v 0", "easeInOut (no spring)", "keyframes cubic".
    var parameterText: String {
        switch self {
        case .spring(let ratio, let velocity):
            String(format: "ζ %.2f · v %g", Double(ratio), Double(velocity))
        case .curve(let curve):
            "\(curve) (no spring)"
        case .keyframes(let options):
            "keyframes \(options.calculationMode == .cubic ? "cubic" : "linear")"
        }
    }
}

/// One lane: a label with the lane's parameters above a track with a mark at each
/// end (the target, so overshoot shows), for keyframe lanes dots at the keyframes
/// and a dotted line along the path the ball takes through them (straight segments
/// in the linear mode, a smooth curve in the cubic one: `KeyframeTrack` evaluates
/// the same keyframes the animation is built from), and the ball that runs along it. The track is centred with a margin of 27 % of
/// the width on each side, room for the ζ 0.2 spring's 53 % overshoot either way. The ball rests at the start or the end (`isAtEnd`);
/// the playground animates it between them.
final class SpringsLaneView: UIView {
    /// How many keyframes a keyframe lane's wave has after its start.
    static let keyframeCount = 4

    var kind: SpringsLaneKind { didSet { updateLabel() } }
    /// The animation's duration, seconds.
    var duration: TimeInterval { didSet { updateLabel() } }
    /// A name shown before the parameters ("Yours"), or empty.
    let name: String
    /// Where the ball rests: at the end of the track once a run went there.
    var isAtEnd = false

    let label = UILabel()
    let ball = UIView()
    private let track = UIView()
    private let startMark = UIView()
    private let endMark = UIView()
    private var keyframeMarks: [UIView] = []
    /// Keyframe lanes: the dotted path from the start to the end.
    private var pathDots: [UIView] = []
    /// How many dots draw a keyframe lane's path.
    static let pathDotCount = 72

    init(name: String, kind: SpringsLaneKind, duration: TimeInterval, color: UIColor) {
        self.name = name
        self.kind = kind
        self.duration = duration
        super.init(frame: .zero)
        label.font = .systemFont(ofSize: 15)
        label.textColor = .white
        track.backgroundColor = UIColor(white: 1, alpha: 0.18)
        for mark in [startMark, endMark] { mark.backgroundColor = UIColor(white: 1, alpha: 0.45) }
        ball.backgroundColor = color
        ball.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        ball.layer.cornerRadius = 15
        ball.layer.borderWidth = 2
        ball.layer.borderColor = UIColor(white: 1, alpha: 0.85).cgColor
        for subview in [label, track, startMark, endMark] as [UIView] { addSubview(subview) }
        if case .keyframes = kind {
            pathDots = (0...Self.pathDotCount).map { _ in
                let dot = UIView(frame: CGRect(x: 0, y: 0, width: 3, height: 3))
                dot.backgroundColor = color.withAlphaComponent(0.55)
                dot.layer.cornerRadius = 1.5
                addSubview(dot)
                return dot
            }
            keyframeMarks = (0..<Self.keyframeCount - 1).map { _ in
                let dot = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
                dot.backgroundColor = UIColor(white: 1, alpha: 0.6)
                dot.layer.cornerRadius = 4
                addSubview(dot)
                return dot
            }
        }
        addSubview(ball)
        updateLabel()
    }

    required init?(coder: NSCoder) { nil }

    private func updateLabel() {
        let parameters = "\(kind.parameterText) · \(String(format: "%.2f s", duration))"
        label.text = name.isEmpty ? parameters : "\(name) · \(parameters)"
    }

    /// The ball's centre at the start of the track (lane coordinates).
    var startPoint: CGPoint { CGPoint(x: trackMinX, y: trackY) }
    /// The ball's centre at the end of the track.
    var endPoint: CGPoint { CGPoint(x: trackMaxX, y: trackY) }
    /// The distance a run covers.
    var trackLength: CGFloat { trackMaxX - trackMinX }

    private var trackMinX: CGFloat { (bounds.width * 0.27).rounded() }
    private var trackMaxX: CGFloat { max(trackMinX + 1, bounds.width - trackMinX) }
    /// The track's line, below the label.
    private var trackY: CGFloat { (bounds.midY + 8).rounded() }

    /// The keyframe lane's wave from the start to the end: the ball's centre at each
    /// keyframe, evenly spaced across, alternately above and below the track, the
    /// last on the end point. Reversed (ending on the start point) going back.
    func keyframePoints(towardEnd: Bool) -> [CGPoint] {
        let amplitude = min(20, bounds.height * 0.3)
        let forward = (1...Self.keyframeCount).map { index -> CGPoint in
            let fraction = CGFloat(index) / CGFloat(Self.keyframeCount)
            let y = index == Self.keyframeCount ? trackY
                : trackY + (index % 2 == 1 ? -amplitude : amplitude)
            return CGPoint(x: trackMinX + trackLength * fraction, y: y)
        }
        guard !towardEnd else { return forward }
        return Array(forward.dropLast().reversed()) + [startPoint]
    }

    /// `count` points along the keyframe lane's path from the start to the end, at
    /// evenly spaced times: the keyframes the playground animates (the start, then
    /// `keyframePoints(towardEnd: true)`, reached at evenly spaced times) evaluated
    /// in the lane's calculation mode. Empty for other lanes.
    func keyframePath(count: Int) -> [CGPoint] {
        guard case .keyframes(let options) = kind, count > 1,
              let track = KeyframeTrack.lenient(values: [startPoint] + keyframePoints(towardEnd: true),
                                                calculationMode: options.calculationMode) else { return [] }
        return (0..<count).map { track.value(at: Double($0) / Double(count - 1)) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = CGRect(x: 16, y: 2, width: bounds.width - 32, height: 20)
        track.frame = CGRect(x: trackMinX, y: trackY - 1, width: trackLength, height: 2)
        startMark.frame = CGRect(x: trackMinX - 1, y: trackY - 12, width: 2, height: 24)
        endMark.frame = CGRect(x: trackMaxX - 1, y: trackY - 12, width: 2, height: 24)
        for (mark, point) in zip(keyframeMarks, keyframePoints(towardEnd: true)) { mark.center = point }
        for (dot, point) in zip(pathDots, keyframePath(count: pathDots.count)) { dot.center = point }
        ball.center = isAtEnd ? endPoint : startPoint
    }
}
