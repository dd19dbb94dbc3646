import Foundation
import Testing
import SegueStudio
@testable import segue

/// The user's program as the watcher runs it: messages down its standard input,
/// its standard error kept to say why it crashed.
@Suite struct WatchedProgramTests {
    static let shell = URL(fileURLWithPath: "/bin/sh")

    @Test("a program killed by a trap is a crash, reported with the runtime's own line and the signal")
    func crashIsReported() throws {
        let program = WatchedProgram(executable: Self.shell, arguments: ["-c", "echo 'noise' >&2; echo 'Fatal error: boom' >&2; kill -ILL $$"])
        try program.start(at: 0)
        program.waitForExit(seconds: 20)
        #expect(program.ending == .signal(SIGILL))
        #expect(program.crashReport.hasPrefix("Fatal error: boom"), "\(program.crashReport)")
        #expect(program.crashReport.hasSuffix("The program ended by signal 4 (SIGILL, a Swift runtime trap)."))
        #expect(!program.crashReport.contains("noise"), "the telling lines only")
    }

    @Test("an exit status is reported as such, with the last lines when none tells more")
    func exitStatus() throws {
        let program = WatchedProgram(executable: Self.shell, arguments: ["-c", "echo 'last words' >&2; exit 3"])
        try program.start(at: 0)
        program.waitForExit(seconds: 20)
        #expect(program.ending == .exited(3))
        #expect(program.crashReport == "last words\nThe program exited with status 3.")
    }

    @Test("messages reach the program's standard input, one line each; closing it ends the program")
    func messagesReachTheProgram() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("segue-watched-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let program = WatchedProgram(executable: Self.shell, arguments: ["-c", "cat > '\(file.path)'"])
        try program.start(at: 0)
        program.send(.building)
        program.send(.buildFailed("A.swift:1:1: oops"))
        program.stop()
        #expect(program.ending == .exited(0))
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        #expect(lines.compactMap { StudioWatchMessage(line: $0) } == [.building, .buildFailed("A.swift:1:1: oops")])
        program.send(.clear)  // gone: dropped, no SIGPIPE
    }

    @Test("a program that does not end when asked is stopped")
    func stubbornProgramIsStopped() throws {
        let program = WatchedProgram(executable: Self.shell, arguments: ["-c", "trap '' TERM; exec sleep 30"])
        try program.start(at: 0)
        program.waitForExit(seconds: 0.2)
        #expect(!program.isRunning)
        #expect(program.ending == .signal(SIGKILL))
    }
}
