/// Values a button keeps per control state (its titles, title colours, images),
/// looked up as UIKit looks them up: the value set for exactly that state, else the
/// one set for `.normal`.
struct ControlStateTable<Value> {
    private var values: [UInt: Value] = [:]

    /// The value set for exactly `state`, if any.
    func exactValue(for state: UIControl.State) -> Value? {
        values[state.rawValue]
    }

    /// The value for `state`: its own, else `.normal`'s.
    func value(for state: UIControl.State) -> Value? {
        values[state.rawValue] ?? values[UIControl.State.normal.rawValue]
    }

    /// Sets (or, with nil, removes) the value for exactly `state`.
    mutating func set(_ value: Value?, for state: UIControl.State) {
        values[state.rawValue] = value
    }
}
