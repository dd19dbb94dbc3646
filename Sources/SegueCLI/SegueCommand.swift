import ArgumentParser

/// `segue`: the command-line front of Segue.
@main
struct SegueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "UIKit-style view-controller transitions on the Linux desktop.",
        version: "0.1.0",
        subcommands: []
    )
}
