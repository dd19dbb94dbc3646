import Foundation

/// A control for choosing a value from a continuous range by dragging a thumb
/// along a track (UIKit's `UISlider`, iOS 7 look).
///
/// As UIKit's:
/// - `value` stays within `minimumValue…maximumValue` (0…1 by default); setting it
///   outside clamps it, and moving a bound past the value moves the value with it.
/// - The thumb follows the finger *relative to where it was grabbed*: a touch must
///   begin on the thumb (within a slop around it) to track, and tapping the track
///   elsewhere does nothing.
/// - While tracking, `.valueChanged` is sent on each move that changed the value
///   when `isContinuous` (the default), otherwise once when the touch lifts.
///   Setting `value` from code sends nothing.
/// - The track left of the thumb is `minimumTrackTintColor` (the tint colour when
///   nil), right of it `maximumTrackTintColor` (a light grey when nil); the thumb is
///   `thumbTintColor` (white when nil), a 28 pt circle with a thin outline.
///
/// Segue differences: no track or thumb images, no value images, and
/// `setValue(_:animated:)` animates the thumb and the track with a 0.2 s ease-out
/// block animation (UIKit does not document its timing). A minimum set above the
/// maximum (or the reverse) is reported and moves the other bound with it.
@MainActor
open class UISlider: UIControl {
    /// The thumb's diameter in points.
    static let thumbDiameter: CGFloat = 28
    /// The track's thickness in points.
    static let trackHeight: CGFloat = 2
    /// How far outside the thumb a touch still grabs it, in points.
    static let thumbSlop: CGFloat = 10
    /// The height `sizeThatFits` gives.
    static let fittingHeight: CGFloat = 31
    /// The track's colour right of the thumb when `maximumTrackTintColor` is nil.
    static let defaultMaximumTrackColor = UIColor(red: 0.72, green: 0.72, blue: 0.72, alpha: 1)

    private let maximumTrack = UIView()
    private let minimumTrack = UIView()
    private let thumb = UIView()
    /// The thumb centre's x minus the touch's x when tracking began.
    private var grabOffset: CGFloat = 0
    private var valueAtTrackingStart: Float = 0

    /// The current value, within `minimumValue…maximumValue` (0 by default).
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private var storedValue: Float = 0

    /// The value at the left end (0 by default).
    open var minimumValue: Float = 0 {
        didSet {
            guard minimumValue.isFinite else {
                SegueDiagnostics.report("UISlider.minimumValue = \(minimumValue) ignored: it must be finite; keeping \(oldValue)")
                minimumValue = oldValue
                return
            }
            if minimumValue > maximumValue {
                SegueDiagnostics.report("UISlider.minimumValue = \(minimumValue): it is above maximumValue \(maximumValue); the maximum moves up to it")
                maximumValue = minimumValue
            }
            storedValue = clamped(storedValue)
            setNeedsLayout()
        }
    }

    /// The value at the right end (1 by default).
    open var maximumValue: Float = 1 {
        didSet {
            guard maximumValue.isFinite else {
                SegueDiagnostics.report("UISlider.maximumValue = \(maximumValue) ignored: it must be finite; keeping \(oldValue)")
                maximumValue = oldValue
                return
            }
            if maximumValue < minimumValue {
                SegueDiagnostics.report("UISlider.maximumValue = \(maximumValue): it is below minimumValue \(minimumValue); the minimum moves down to it")
                minimumValue = maximumValue
            }
            storedValue = clamped(storedValue)
            setNeedsLayout()
        }
    }

    /// Whether `.valueChanged` is sent while dragging (true, the default) or only
    /// when the touch lifts.
    open var isContinuous = true

    /// The colour of the track left of the thumb; nil uses the tint colour.
    open var minimumTrackTintColor: UIColor? { didSet { applyColors() } }
    /// The colour of the track right of the thumb; nil uses a light grey.
    open var maximumTrackTintColor: UIColor? { didSet { applyColors() } }
    /// The thumb's colour; nil is white.
    open var thumbTintColor: UIColor? { didSet { applyColors() } }

    /// A slider with a frame, at 0 in 0…1.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addParts()
    }

    /// UIKit's archive initializer; Segue has no archives, so this makes a slider
    /// with a zero frame (it exists so UIKit subclasses compile).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addParts()
    }

    /// Sets the value (clamped to the range), moving the thumb with a short
    /// animation when `animated`. Sends no action, as UIKit's does not.
    open func setValue(_ value: Float, animated: Bool) {
        guard value.isFinite else {
            SegueDiagnostics.report("UISlider.value = \(value) ignored: it must be finite; keeping \(storedValue)")
            return
        }
        storedValue = clamped(value)
        if animated {
            UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseOut, .beginFromCurrentState],
                           animations: { self.layoutParts() }, completion: nil)
        } else {
            setNeedsLayout()
        }
    }

    /// The thumb's frame for the current value, in the slider's coordinates
    /// (UIKit's `thumbRect(forBounds:trackRect:value:)` for the current state).
    open var thumbFrame: CGRect {
        let diameter = Self.thumbDiameter
        return CGRect(x: thumbCenterX(for: storedValue) - diameter / 2, y: bounds.midY - diameter / 2,
                      width: diameter, height: diameter)
    }

    /// Keeps the width and gives UIKit's 31 pt height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.fittingHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        UIView.performWithoutAnimation { layoutParts() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyColors()
    }

    // MARK: Tracking

    /// Tracks only a touch that begins on the thumb (or within its slop).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        let grabArea = thumbFrame.insetBy(dx: -Self.thumbSlop, dy: -Self.thumbSlop)
        guard grabArea.contains(location) else { return false }
        grabOffset = thumbFrame.midX - location.x
        valueAtTrackingStart = storedValue
        return true
    }

    /// Moves the thumb with the touch, keeping the offset it was grabbed at.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let newValue = value(forThumbCenterX: touch.location(in: self).x + grabOffset)
        if newValue != storedValue {
            storedValue = newValue
            UIView.performWithoutAnimation { layoutParts() }
            if isContinuous { sendActions(for: .valueChanged) }
        }
        return true
    }

    /// Sends the one `.valueChanged` of a non-continuous slider.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous && storedValue != valueAtTrackingStart { sendActions(for: .valueChanged) }
    }

    /// A cancelled drag keeps the value reached, as UIKit's does; a non-continuous
    /// slider still reports it.
    open override func cancelTracking(with event: UIEvent?) {
        if !isContinuous && storedValue != valueAtTrackingStart { sendActions(for: .valueChanged) }
    }

    // MARK: Geometry

    /// The thumb centre's travel: half a thumb in from each end.
    private var travel: ClosedRange<CGFloat> {
        let inset = Self.thumbDiameter / 2
        let start = bounds.minX + inset
        return start...max(start, bounds.maxX - inset)
    }

    private func thumbCenterX(for value: Float) -> CGFloat {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        return travel.lowerBound + fraction * (travel.upperBound - travel.lowerBound)
    }

    private func value(forThumbCenterX x: CGFloat) -> Float {
        let length = travel.upperBound - travel.lowerBound
        guard length > 0 else { return minimumValue }
        let fraction = min(max((x - travel.lowerBound) / length, 0), 1)
        return minimumValue + Float(fraction) * (maximumValue - minimumValue)
    }

    private func clamped(_ value: Float) -> Float {
        min(max(value, minimumValue), maximumValue)
    }

    // MARK: Parts

    private func addParts() {
        for part in [maximumTrack, minimumTrack, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        maximumTrack.layer.cornerRadius = Self.trackHeight / 2
        minimumTrack.layer.cornerRadius = Self.trackHeight / 2
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        thumb.layer.borderWidth = 0.5
        thumb.layer.borderColor = UIColor(white: 0, alpha: 0.2).cgColor
        applyColors()
    }

    private func layoutParts() {
        let thumbRect = thumbFrame
        let trackY = bounds.midY - Self.trackHeight / 2
        let trackStart = bounds.minX + 2, trackEnd = bounds.maxX - 2
        maximumTrack.frame = CGRect(x: trackStart, y: trackY, width: max(trackEnd - trackStart, 0), height: Self.trackHeight)
        minimumTrack.frame = CGRect(x: trackStart, y: trackY, width: max(thumbRect.midX - trackStart, 0), height: Self.trackHeight)
        thumb.frame = thumbRect
    }

    private func applyColors() {
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? Self.defaultMaximumTrackColor
        thumb.backgroundColor = thumbTintColor ?? .white
    }
}
