import ArgumentParser
import Foundation
import SegueSDL
import Testing
@testable import segue
@testable import SegueStudio

/// `segue demo`'s options, parsed the way `segue` parses its command line.
@Suite struct DemoSettingsTests {
    static func failure(_ arguments: [String]) -> (message: String, code: ExitCode)? {
        do {
            _ = try SegueCommand.parseAsRoot(["demo"] + arguments)
            return nil
        } catch {
            return (SegueCommand.oneLineMessage(for: error), SegueCommand.exitCode(for: error))
        }
    }

    @Test func defaults() throws {
        let settings = try StudioSettings.parse(size: nil, frames: nil, screenshot: nil, still: false, catalog: DemoSceneName.catalog())
        #expect(settings == StudioSettings(width: 1024, height: 700, frameLimit: nil, screenshotPath: nil, isStill: false))
        #expect(settings.windowSize == CGSize(width: 1024, height: 700))
        #expect(settings.scene == nil, "no --scene opens the start screen")
        #expect(settings.renderer == .auto)
        #expect(DemoSceneName.catalog().windowTitle(for: "flip") == "Segue — card flip modal")
        #expect(DemoSceneName.catalog().windowTitle(for: nil) == "Segue — choose a scene")
    }

    @Test func everyOption() throws {
        let command = try SegueCommand.parseAsRoot(["demo", "--size", "640x480", "--frames", "30", "--screenshot", "/tmp/x.png", "--still", "--scene", "layers"])
        let demo = try #require(command as? DemoCommand)
        let settings = try demo.studio.settings(catalog: DemoSceneName.catalog())
        #expect(settings == StudioSettings(width: 640, height: 480, frameLimit: 30, screenshotPath: "/tmp/x.png", isStill: true, scene: "layers"))
    }

    @Test func rendererNamesEachSDLRendererChoice() throws {
        #expect(SDLRendererChoice.allCases.map(\.rawValue) == ["auto", "accelerated", "software"])
        for choice in SDLRendererChoice.allCases {
            let demo = try #require(try SegueCommand.parseAsRoot(["demo", "--renderer", choice.rawValue]) as? DemoCommand)
            #expect(try demo.studio.settings(catalog: DemoSceneName.catalog()).renderer == choice)
        }
    }

    static let badCases: [(arguments: [String], message: String)] = [
        (["--size", "0x500"], "--size must be WxH with W from 64 to 8192 and H from 64 to 8192, got \"0x500\""),
        (["--size", "big"], "--size must be WxH with W from 64 to 8192 and H from 64 to 8192, got \"big\""),
        (["--size", "800x9000"], "--size must be WxH with W from 64 to 8192 and H from 64 to 8192, got \"800x9000\""),
        (["--frames", "0"], "--frames must be a whole number from 1 to 1000000, got \"0\""),
        (["--frames=-3"], "--frames must be a whole number from 1 to 1000000, got \"-3\""),
        (["--frames", "ten"], "--frames must be a whole number from 1 to 1000000, got \"ten\""),
        (["--screenshot", ""], "--screenshot must be a file path, got \"\""),
        (["--scene", "bogus"], "--scene must be one of \(DemoSceneName.nameList), got \"bogus\""),
        (["--renderer", "opengl"], "--renderer must be one of auto, accelerated, software, got \"opengl\""),
        (["--renderer", ""], "--renderer must be one of auto, accelerated, software, got \"\""),
    ]

    @Test(arguments: badCases)
    func badOptionsExit64WithOneLineNamingTheOption(_ badCase: (arguments: [String], message: String)) throws {
        let failure = try #require(Self.failure(badCase.arguments))
        #expect(failure.message == badCase.message)
        #expect(failure.code.rawValue == 64)
    }

    @Test func unknownOptionsAndMissingValuesExit64() throws {
        for arguments in [["--bogus"], ["--size"], ["--frames"], ["extra"]] {
            let failure = try #require(Self.failure(arguments))
            #expect(failure.code.rawValue == 64, "\(arguments)")
            #expect(!failure.message.contains("\n"))
        }
    }

    @Test func screenshotTargetIsCheckedBeforeAWindowOpens() throws {
        #expect(throws: StudioOutputError(path: "/nonexistent-segue/a.png", reason: "no such directory \"/nonexistent-segue\"")) {
            try StudioOutputTarget.check("/nonexistent-segue/a.png")
        }
        let directory = FileManager.default.temporaryDirectory.path
        #expect(throws: StudioOutputError(path: directory, reason: "it is a directory")) {
            try StudioOutputTarget.check(directory)
        }
        try StudioOutputTarget.check(directory + "/segue-demo-check.png")
        #expect(StudioOutputError(path: "a", reason: "b").description == "cannot write --screenshot \"a\": b")
    }
}
