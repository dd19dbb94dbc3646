import Foundation

/// One step of a random action sequence over a demo scene, concrete enough to
/// replay exactly: points in window points, times in ticks or seconds, keys by
/// their trace names. `description` spells the action as the Swift literal that
/// builds it, so a failure's printed list pastes straight into a regression test
/// (`RandomActionRun.replay(.flip, [.down(x: 120, y: 300), .ticks(3), …])`).
enum RandomAction: Equatable, CustomStringConvertible, Sendable {
    /// The left button goes down at a point (with Alt: the Simulator's pinch).
    /// Ignored while the button is already down.
    case down(x: Double, y: Double, alt: Bool = false)
    /// The pointer moves with the button held. Ignored while the button is up.
    case move(x: Double, y: Double, alt: Bool = false)
    /// The button comes up. Ignored while it is up.
    case up(x: Double, y: Double, alt: Bool = false)
    /// The mouse wheel turns by `dx`/`dy` steps (SDL's sign: +dy away from the
    /// user) with the pointer at a point (`StudioShell.wheel(_:at:)`).
    case wheel(x: Double, y: Double, dx: Double, dy: Double)
    /// Runs ticks of the loop (1/240 s of real time each), as the host's frames do.
    case ticks(Int)
    /// A hitch: the clock jumps this many seconds at once and the loop catches up
    /// by its policy (`HeadlessHost.stall(for:)`).
    case stall(Double)
    /// A key press, by its trace name ("s", "space", "ctrl+left", "shift+/").
    case key(String)
    /// The host window is resized (as SDL's resize event does it).
    case resize(width: Double, height: Double)
    /// The window loses focus (or the pointer leaves it): the shell cancels the
    /// touches in progress. The button may still come up later.
    case focusLoss
    /// Code turns the scene's transition window (`setInterfaceOrientation`).
    case rotate(Orientation, animated: Bool)
    /// The scene picker switches to a scene (nil: the start screen).
    case switchScene(DemoSceneNameLiteral)
    /// The tuning panel sets one of the scene's parameters (clamped as the panel does).
    case tune(TuningParameterLiteral, Double)
    /// A programmatic call on the scene's controllers, valid or not.
    case call(SceneCall)
    /// The scene's showcase transition (its main button).
    case showcase
    /// A quiescent point: the button comes up if down, time runs at 1× again, the
    /// loop runs until no transition is left, and the quiescent invariants are checked.
    case settle

    /// An orientation, spelled as UIKit's case names.
    enum Orientation: String, CaseIterable, Sendable {
        case portrait, landscapeLeft, landscapeRight, portraitUpsideDown
    }

    /// A scene name as a literal (`.flip`, `.keyframePush`, or `.picker` for the start screen).
    enum DemoSceneNameLiteral: String, CaseIterable, Sendable {
        case picker, flip, keyframePush, sliding, slideUp, navigation, tabs, springs, layers, layouts, stress
    }

    /// A tuning parameter as a literal.
    enum TuningParameterLiteral: String, CaseIterable, Sendable {
        case duration, dampingRatio, initialVelocity, curve, completionSpeed
    }

    /// Whether the action only lets time run (not counted as an input action).
    var isTimeStep: Bool {
        if case .ticks = self { return true }
        return false
    }

    var description: String {
        func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
        }
        func point(_ name: String, _ x: Double, _ y: Double, _ alt: Bool) -> String {
            ".\(name)(x: \(number(x)), y: \(number(y))\(alt ? ", alt: true" : ""))"
        }
        switch self {
        case .down(let x, let y, let alt): return point("down", x, y, alt)
        case .move(let x, let y, let alt): return point("move", x, y, alt)
        case .up(let x, let y, let alt): return point("up", x, y, alt)
        case .wheel(let x, let y, let dx, let dy):
            return ".wheel(x: \(number(x)), y: \(number(y)), dx: \(number(dx)), dy: \(number(dy)))"
        case .ticks(let count): return ".ticks(\(count))"
        case .stall(let seconds): return ".stall(\(number(seconds)))"
        case .key(let name): return ".key(\"\(name)\")"
        case .resize(let width, let height): return ".resize(width: \(number(width)), height: \(number(height)))"
        case .focusLoss: return ".focusLoss"
        case .rotate(let orientation, let animated): return ".rotate(.\(orientation.rawValue), animated: \(animated))"
        case .switchScene(let name): return ".switchScene(.\(name.rawValue))"
        case .tune(let parameter, let value): return ".tune(.\(parameter.rawValue), \(number(value)))"
        case .call(let call): return ".call(.\(call.rawValue))"
        case .showcase: return ".showcase"
        case .settle: return ".settle"
        }
    }

    /// A list as Swift source, a few actions a line, for failure messages.
    static func literal(_ actions: [RandomAction]) -> String {
        guard !actions.isEmpty else { return "[]" }
        var lines: [String] = []
        var line = ""
        for action in actions {
            let text = action.description + ","
            if !line.isEmpty && line.count + text.count > 100 {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? text : " " + text
        }
        lines.append(line)
        return "[\n" + lines.map { "    " + $0 }.joined(separator: "\n") + "\n]"
    }
}
