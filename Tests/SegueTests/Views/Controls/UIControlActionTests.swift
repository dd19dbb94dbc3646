import Foundation
import Testing
@testable import Segue

@MainActor @Suite struct UIControlActionTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let button = UIButton(type: .system)

    init() {
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 40)
        window.addSubview(button)
    }

    private func click() {
        window.handlePointer(.began, at: CGPoint(x: 100, y: 70), timestamp: 1)
        window.handlePointer(.ended, at: CGPoint(x: 100, y: 70), timestamp: 1.1)
    }

    private func collecting<T>(_ body: () -> T) -> (T, [String]) {
        let collector = SegueDiagnostics.Collector()
        let result = SegueDiagnostics.$sink.withValue(collector.sink) { body() }
        return (result, collector.messages)
    }

    /// A controller-like target with methods in UIKit's shapes.
    @MainActor final class Target {
        var taps: [String] = []
        func buttonTapped(_ sender: UIButton) { taps.append("button:\(sender.currentTitle ?? "")") }
        func controlTapped(_ sender: UIControl) { taps.append("control") }
        func tapped() { taps.append("bare") }
        func anyTapped(_ sender: Any) { taps.append("any") }
        func objectTapped(_ sender: AnyObject) { taps.append("object") }
    }

    @Test func anActionRunsWithTheControlAsItsSender() {
        var senders: [ObjectIdentifier?] = []
        let action = UIAction(title: "Go") { action in
            senders.append((action.sender as? UIButton).map(ObjectIdentifier.init))
        }
        button.addAction(action, for: .touchUpInside)
        click()
        #expect(senders == [ObjectIdentifier(button)])
        #expect(action.sender == nil)
    }

    @Test func theTargetFormCallsMethodsByReference() {
        let target = Target()
        button.setTitle("OK", for: .normal)
        button.addTarget(target, action: Target.buttonTapped, for: .touchUpInside)
        button.addTarget(target, action: Target.controlTapped, for: .touchUpInside)
        button.addTarget(target, action: Target.tapped, for: .touchUpInside)
        button.addTarget(target, action: Target.anyTapped, for: .touchUpInside)
        button.addTarget(target, action: Target.objectTapped, for: .touchUpInside)
        click()
        #expect(target.taps == ["button:OK", "control", "bare", "any", "object"])
        #expect(button.allTargets.count == 5)
        #expect(button.allControlEvents == .touchUpInside)
    }

    @Test func theTargetFormDoesNotRetainTheTarget() {
        weak var released: Target?
        do {
            let target = Target()
            released = target
            button.addTarget(target, action: Target.buttonTapped, for: .touchUpInside)
            click()
            #expect(target.taps.count == 1)
        }
        #expect(released == nil)
        click() // a gone target is skipped and dropped
        #expect(button.allTargets.isEmpty)
        #expect(button.allControlEvents.isEmpty)
    }

    @Test func aSenderOfTheWrongTypeIsReportedAndSkipped() {
        let target = Target()
        let plain = UIControl(frame: .zero)
        plain.addTarget(target, action: Target.buttonTapped, for: .valueChanged)
        let (_, messages) = collecting { plain.sendActions(for: .valueChanged) }
        #expect(target.taps.isEmpty)
        #expect(messages.count == 1 && messages[0].contains("UIButton"))
    }

    @Test func removingATargetStopsIt() {
        let target = Target()
        button.addTarget(target, action: Target.tapped, for: [.touchUpInside, .touchDown])
        button.removeTarget(target, for: .touchUpInside)
        click()
        #expect(target.taps == ["bare"]) // from touchDown only
        button.removeTarget(nil, for: .allEvents)
        click()
        #expect(target.taps == ["bare"])
    }

    @Test func sendActionsRunsEachRegistrationOnceInOrder() {
        var log: [String] = []
        button.addAction(UIAction { _ in log.append("first") }, for: [.touchUpInside, .primaryActionTriggered])
        button.addAction(UIAction { _ in log.append("second") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in log.append("other") }, for: .valueChanged)
        button.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        #expect(log == ["first", "second"])
        log.removeAll()
        click()
        #expect(log == ["first", "second"])
    }

    @Test func sendActionsWorksOnADisabledControl() {
        var count = 0
        button.addAction(UIAction { _ in count += 1 }, for: .touchUpInside)
        button.isEnabled = false
        button.sendActions(for: .touchUpInside)
        #expect(count == 1)
    }

    @Test func anActionWithTheSameIdentifierReplacesTheOldOne() {
        var log: [String] = []
        let id = UIAction.Identifier("save")
        button.addAction(UIAction(identifier: id) { _ in log.append("old") }, for: .touchUpInside)
        button.addAction(UIAction(identifier: id) { _ in log.append("new") }, for: .touchUpInside)
        click()
        #expect(log == ["new"])
        button.removeAction(identifiedBy: id, for: .touchUpInside)
        click()
        #expect(log == ["new"])
    }

    @Test func removingAnActionForSomeEventsKeepsTheOthers() {
        var log: [UIControl.Event] = []
        let action = UIAction { _ in log.append(.touchDown) }
        button.addAction(action, for: [.touchDown, .touchUpInside])
        button.removeAction(action, for: .touchUpInside)
        click()
        #expect(log.count == 1)
    }

    @Test func registeringForNoEventsIsReported() {
        let target = Target()
        let (_, messages) = collecting {
            button.addAction(UIAction { _ in }, for: [])
            button.addTarget(target, action: Target.tapped, for: [])
        }
        #expect(messages.count == 2)
        #expect(button.allControlEvents.isEmpty)
    }

    @Test func sendActionRunsOneActionWithTheControlAsSender() {
        var sender: AnyObject?
        button.sendAction(UIAction { sender = $0.sender as AnyObject? })
        #expect(sender === button)
    }
}
