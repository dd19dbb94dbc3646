import ArgumentParser
import Foundation
import SegueStudio

/// `segue demo`: the built-in scenes in the studio — the start screen (scene
/// picker) unless `--scene` names one; `--list` prints them instead. The studio's
/// options (`StudioOptions`) mean what they mean in any studio program; `--cards`
/// is the demo's own.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Open a window with a live transition scene (Esc or Ctrl+Q quits, F12 saves a screenshot).",
        discussion: "Scenes: \(DemoSceneName.nameList). Needs a display: under X11 without one, run \"Xvfb :99 &\" and set DISPLAY=:99."
    )

    @OptionGroup var studio: StudioOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("Cards in the stress scene (1…20000, default 500).", valueName: "N"))
    var cards: String?

    /// The stress scene's card count from `--cards`.
    func cardCount() throws(OptionValueError) -> Int {
        guard let cards else { return StressCardGrid.defaultCardCount }
        return try ArgumentText.integer(cards, option: "--cards", in: StressCardGrid.cardCountRange)
    }

    func validate() throws {
        do {
            _ = try cardCount()
            _ = try studio.settings(catalog: DemoSceneName.catalog())
        } catch {
            throw error.validationError
        }
    }

    func run() throws {
        let cards = try cardCount(), options = studio
        try MainActor.assumeIsolated {
            try Studio.run(catalog: DemoSceneName.catalog(cards: cards), options: options)
        }
    }
}
