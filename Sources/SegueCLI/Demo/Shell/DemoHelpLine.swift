/// One line of the demo's help overlay: the keys or mouse action, and what it
/// does ("Space", "pause or resume time").
struct DemoHelpLine: Equatable {
    /// The key or mouse action, as the user types or does it.
    var input: String
    /// What it does.
    var action: String

    init(_ input: String, _ action: String) {
        self.input = input
        self.action = action
    }
}
