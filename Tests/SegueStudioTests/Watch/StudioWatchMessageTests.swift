import Foundation
import Testing
@testable import SegueStudio

/// The watcher's messages to the program: one JSON object a line.
@Suite struct StudioWatchMessageTests {
    static let all: [StudioWatchMessage] = [.building, .buildFailed("A.swift:3:1: expected '}'\n    func f() {"),
                                            .crashed("Fatal error: boom\nThe program ended by signal 4."), .clear, .handOver]

    @Test("each message is one line that reads back as itself", arguments: all)
    func eachMessageRoundTrips(_ message: StudioWatchMessage) {
        let line = message.line
        #expect(line.hasSuffix("\n"))
        #expect(line.dropLast().split(separator: "\n").count == 1, "a multi-line text stays on one line")
        #expect(StudioWatchMessage(line: line.dropLast()) == message)
    }

    @Test("a line that is not a message, or a message from a newer watcher, is ignored")
    func unknownLinesAreIgnored() {
        #expect(StudioWatchMessage(line: "hello") == nil)
        #expect(StudioWatchMessage(line: #"{"message": "teleport"}"#) == nil)
        #expect(StudioWatchMessage(line: #"{"text": "no message"}"#) == nil)
    }
}
