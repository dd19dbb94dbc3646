import Foundation
import Testing
@testable import Segue

/// UISlider: the value's range, dragging the thumb (relative to where it was
/// grabbed), `.valueChanged` continuous or not, and bad values.
@MainActor @Suite struct UISliderTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
    let slider = UISlider(frame: CGRect(x: 100, y: 100, width: 228, height: 31))

    init() {
        window.addSubview(slider)
        slider.layoutIfNeeded()
    }

    /// The thumb's travel: 200 pt from x = 114 to 314 in the window.
    func windowX(forFraction fraction: CGFloat) -> CGFloat { 114 + 200 * fraction }
    let y: CGFloat = 115.5

    @Test func theValueStartsAtZeroInZeroToOneAndClampsToTheRange() {
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        slider.value = 1.7
        #expect(slider.value == 1)
        slider.value = -3
        #expect(slider.value == 0)
        slider.maximumValue = 10
        slider.value = 4
        slider.maximumValue = 2
        #expect(slider.value == 2, "moving the maximum below the value moves the value")
        slider.minimumValue = 3
        #expect(slider.value == 3 && slider.maximumValue == 3, "a minimum above the maximum moves it up")
    }

    @Test func theThumbSitsWhereTheValueSaysHalfAThumbInFromEachEnd() {
        #expect(slider.thumbFrame.midX == 14)
        slider.value = 0.5
        #expect(slider.thumbFrame.midX == 114)
        slider.value = 1
        #expect(slider.thumbFrame.midX == 214)
        #expect(slider.thumbFrame.size == CGSize(width: 28, height: 28))
    }

    @Test func draggingTheThumbMovesTheValueByTheDragAndSendsValueChangedEachMove() {
        var changes: [Float] = []
        slider.addAction(UIAction { [unowned slider] _ in changes.append(slider.value) }, for: .valueChanged)
        slider.value = 0.25
        let thumbX = windowX(forFraction: 0.25)
        // Grab the thumb 6 pt right of its centre: the value follows the drag, not the finger.
        window.handlePointer(.began, at: CGPoint(x: thumbX + 6, y: y), timestamp: 1)
        #expect(slider.isTracking)
        window.handlePointer(.moved, at: CGPoint(x: thumbX + 6 + 50, y: y), timestamp: 1.1)
        #expect(abs(slider.value - 0.5) < 1e-6)
        window.handlePointer(.moved, at: CGPoint(x: thumbX + 6 + 100, y: y + 40), timestamp: 1.2)
        #expect(abs(slider.value - 0.75) < 1e-6)
        window.handlePointer(.moved, at: CGPoint(x: 590, y: y), timestamp: 1.3)
        #expect(slider.value == 1, "past the end the value stops at the maximum")
        window.handlePointer(.ended, at: CGPoint(x: 590, y: y), timestamp: 1.4)
        #expect(changes.count == 3 && changes.last == 1)
        #expect(!slider.isTracking)
    }

    @Test func aTouchOnTheTrackAwayFromTheThumbChangesNothing() {
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        window.handlePointer(.began, at: CGPoint(x: windowX(forFraction: 0.8), y: y), timestamp: 1)
        window.handlePointer(.moved, at: CGPoint(x: windowX(forFraction: 0.9), y: y), timestamp: 1.1)
        window.handlePointer(.ended, at: CGPoint(x: windowX(forFraction: 0.9), y: y), timestamp: 1.2)
        #expect(slider.value == 0 && changes == 0)
    }

    @Test func aNonContinuousSliderSendsOneValueChangedWhenTheTouchLifts() {
        var changes: [Float] = []
        slider.isContinuous = false
        slider.addAction(UIAction { [unowned slider] _ in changes.append(slider.value) }, for: .valueChanged)
        window.handlePointer(.began, at: CGPoint(x: windowX(forFraction: 0), y: y), timestamp: 1)
        window.handlePointer(.moved, at: CGPoint(x: windowX(forFraction: 0.3), y: y), timestamp: 1.1)
        window.handlePointer(.moved, at: CGPoint(x: windowX(forFraction: 0.6), y: y), timestamp: 1.2)
        #expect(changes.isEmpty)
        window.handlePointer(.ended, at: CGPoint(x: windowX(forFraction: 0.6), y: y), timestamp: 1.3)
        #expect(changes.count == 1 && abs(changes[0] - 0.6) < 1e-6)
    }

    @Test func settingTheValueFromCodeSendsNoAction() {
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        slider.value = 0.4
        slider.setValue(0.9, animated: true)
        #expect(slider.value == 0.9 && changes == 0)
    }

    @Test func aValueOrBoundThatIsNotFiniteIsReportedAndIgnored() {
        slider.value = 0.3
        let reports = collectingDiagnostics {
            slider.value = .nan
            slider.maximumValue = .infinity
            slider.minimumValue = -.infinity
        }
        #expect(reports.count == 3)
        #expect(reports.allSatisfy { $0.hasPrefix("UISlider.") && $0.contains("must be finite") })
        #expect(slider.value == 0.3 && slider.minimumValue == 0 && slider.maximumValue == 1)
    }

    @Test func theTracksTakeTheTintAndTheGivenColours() {
        slider.value = 0.5
        slider.layoutIfNeeded()
        let parts = slider.subviews
        #expect(parts.count == 3)
        #expect(parts[1].backgroundColor == slider.tintColor)
        slider.minimumTrackTintColor = .red
        slider.thumbTintColor = .black
        #expect(parts[1].backgroundColor == .red && parts[2].backgroundColor == .black)
        #expect(parts[1].frame.maxX == 114, "the minimum track ends under the thumb's centre")
        #expect(slider.sizeThatFits(CGSize(width: 300, height: 0)) == CGSize(width: 300, height: 31))
    }
}
