import Foundation
import Segue

/// The timeline's track and knob: a touch anywhere on it scrubs to the point under
/// it, and the knob follows. Reports the fraction 0…1 to its handlers; the
/// timeline decides what a scrub does.
@MainActor
final class TimelineTrackView: UIView {
    let groove = UIView()
    let fill = UIView()
    let knob = UIView()
    /// A touch began (fraction under it).
    var onBegan: ((Double) -> Void)?
    /// The touch moved.
    var onMoved: ((Double) -> Void)?
    /// The touch ended or was cancelled.
    var onEnded: (() -> Void)?
    /// The fraction the knob shows.
    private(set) var fraction: Double = 0
    static let knobSize: CGFloat = 18

    override init(frame: CGRect) {
        super.init(frame: frame)
        groove.backgroundColor = UIColor(white: 1, alpha: 0.25)
        groove.layer.cornerRadius = 3
        groove.isUserInteractionEnabled = false
        fill.backgroundColor = UIColor(red: 0.35, green: 0.65, blue: 1, alpha: 1)
        fill.layer.cornerRadius = 3
        fill.isUserInteractionEnabled = false
        knob.backgroundColor = .white
        knob.layer.cornerRadius = Self.knobSize / 2
        knob.isUserInteractionEnabled = false
        for view in [groove, fill, knob] { addSubview(view) }
    }

    required init?(coder: NSCoder) { nil }

    /// Moves the knob (without animation); does nothing when it is already there.
    func show(fraction newValue: Double) {
        let clamped = min(max(newValue.isFinite ? newValue : 0, 0), 1)
        guard clamped != fraction else { return }
        fraction = clamped
        placeKnob()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        placeKnob()
    }

    private var usableWidth: CGFloat { max(1, bounds.width - Self.knobSize) }

    private func placeKnob() {
        UIView.performWithoutAnimation {
            let midY = bounds.midY
            groove.frame = CGRect(x: Self.knobSize / 2, y: midY - 3, width: usableWidth, height: 6)
            let x = Self.knobSize / 2 + usableWidth * CGFloat(fraction)
            fill.frame = CGRect(x: Self.knobSize / 2, y: midY - 3, width: x - Self.knobSize / 2, height: 6)
            knob.frame = CGRect(x: x - Self.knobSize / 2, y: midY - Self.knobSize / 2, width: Self.knobSize, height: Self.knobSize)
        }
    }

    /// The fraction under a touch.
    private func fraction(of touches: Set<UITouch>) -> Double {
        guard let touch = touches.first else { return fraction }
        let x = touch.location(in: self).x - Self.knobSize / 2
        return Double(min(max(x / usableWidth, 0), 1))
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        onBegan?(fraction(of: touches))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        onMoved?(fraction(of: touches))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        onEnded?()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        onEnded?()
    }
}
