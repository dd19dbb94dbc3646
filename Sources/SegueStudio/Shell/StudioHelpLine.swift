/// One line of the studio's help overlay: the keys or mouse action, and what it
/// does ("Space", "pause or resume time").
public struct StudioHelpLine: Equatable {
    /// The key or mouse action, as the user types or does it.
    public var input: String
    /// What it does.
    public var action: String

    /// A line saying that `input` does `action`.
    public init(_ input: String, _ action: String) {
        self.input = input
        self.action = action
    }
}
