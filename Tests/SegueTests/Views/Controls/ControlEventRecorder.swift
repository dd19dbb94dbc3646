@testable import Segue

/// Records which events a control sent, in order, for the control tests.
@MainActor
final class ControlEventRecorder {
    private(set) var events: [UIControl.Event] = []

    /// Registers an action for each single event in `events` on `control`.
    init(_ control: UIControl, events watched: [UIControl.Event] = ControlEventRecorder.touchEvents) {
        for event in watched {
            control.addAction(UIAction { [weak self] _ in self?.events.append(event) }, for: event)
        }
    }

    /// How many times `event` was sent.
    func count(_ event: UIControl.Event) -> Int {
        events.filter { $0 == event }.count
    }

    static let touchEvents: [UIControl.Event] = [
        .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
        .touchUpInside, .touchUpOutside, .touchCancel, .primaryActionTriggered,
    ]
}
