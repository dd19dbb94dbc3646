import Foundation
import Segue
import SegueFiles
import Testing
@testable import SegueStudio

/// The program's end of the link with `segue watch`: messages from a pipe, state
/// to files in the session folder.
@MainActor @Suite struct StudioWatchLinkTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-watch-link-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func write(_ text: String, to pipe: Pipe) throws {
        try pipe.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    }

    @Test("messages arrive whole and in order however the pipe splits them, and none waits to be read")
    func messagesArriveWhole() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = Pipe()
        let link = StudioWatchLink(directory: folder, input: pipe.fileHandleForReading.fileDescriptor)
        #expect(link.receive().isEmpty, "nothing yet, and the read does not block")
        let first = StudioWatchMessage.building.line, second = StudioWatchMessage.buildFailed("x.swift:1:1: oops").line
        // The first message and part of the second, then the rest.
        try write(first + second.prefix(10), to: pipe)
        #expect(link.receive() == [.building])
        try write(String(second.dropFirst(10)), to: pipe)
        #expect(link.receive() == [.buildFailed("x.swift:1:1: oops")])
        #expect(!link.watcherIsGone)
        try pipe.fileHandleForWriting.close()
        #expect(link.receive().isEmpty)
        #expect(link.watcherIsGone, "the watcher closed its end: the program quits")
    }

    @Test("the state is written whole, and only when it changed")
    func stateIsWrittenWhenItChanges() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = StudioWatchLink(directory: folder, input: Pipe().fileHandleForReading.fileDescriptor)
        let state = StudioWatchState(x: 10, y: 20, width: 600, height: 400, scene: "cards", toolKeys: ["t"], holdsTransition: false)
        link.publish(state)
        let path = link.path(StudioWatchLink.stateFile)
        #expect(StudioWatchState.decode(try Data(contentsOf: URL(fileURLWithPath: path))) == state)
        try FileManager.default.removeItem(atPath: path)
        link.publish(state)
        #expect(!FileManager.default.fileExists(atPath: path), "unchanged: not written again")
        var moved = state
        moved.x = 50
        link.publish(moved)
        #expect(StudioWatchState.decode(try Data(contentsOf: URL(fileURLWithPath: path))) == moved)
    }

    @Test("a new build starts from the state left for it, with the recording when a transition was held")
    func restoredStateAndRecording() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = StudioWatchLink(directory: folder, input: Pipe().fileHandleForReading.fileDescriptor)
        let catalog = cardProgramCatalog()
        #expect(link.restored(catalog: catalog) == nil, "nothing left: a first start")
        var state = StudioWatchState(x: 0, y: 0, width: 400, height: 300, scene: "cards", toolKeys: [], holdsTransition: true)
        try state.json.write(to: URL(fileURLWithPath: link.path(StudioWatchLink.restoreFile)))
        let trace = ReplayTrace(scene: "cards", width: 400, height: 300,
                                events: [ReplayTraceEvent(time: 0.5, kind: .key("space"))], until: 1)
        try Data(trace.json.utf8).write(to: URL(fileURLWithPath: link.path(StudioWatchLink.restoreTraceFile)))
        #expect(link.restored(catalog: catalog)?.trace == trace)
        #expect(link.restored(catalog: catalog)?.state == state)

        try Data("{not json".utf8).write(to: URL(fileURLWithPath: link.path(StudioWatchLink.restoreTraceFile)))
        let unreadable = link.restored(catalog: catalog)
        #expect(unreadable?.state == state && unreadable?.trace == nil, "a recording that cannot be read is left out")

        state.holdsTransition = false
        try state.json.write(to: URL(fileURLWithPath: link.path(StudioWatchLink.restoreFile)))
        #expect(link.restored(catalog: catalog)?.trace == nil, "no transition held: no replay")

        try Data("[]".utf8).write(to: URL(fileURLWithPath: link.path(StudioWatchLink.restoreFile)))
        #expect(link.restored(catalog: catalog) == nil, "not a state: the program starts afresh")
    }
}
