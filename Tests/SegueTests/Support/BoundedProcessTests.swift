import Foundation
import Testing
import SegueTestSupport

/// The child process the end-to-end tests start (`SegueTestSupport.BoundedProcess`):
/// exit statuses as a shell reports them, waits that can be repeated, and a child
/// that does not outlive its owner.
@Suite struct BoundedProcessTests {
    static let shell = URL(fileURLWithPath: "/bin/sh")

    @Test func reportsTheExitStatusOutputAndErrorAndEveryLaterWaitAgrees() throws {
        let child = try BoundedProcess(Self.shell, ["-c", "echo out; echo err >&2; exit 3"])
        try child.start()
        #expect(child.waitForExit(seconds: 30) == 3)
        #expect(child.waitForExit(seconds: 30) == 3, "a second wait returns the same status")
        #expect(!child.isRunning)
        #expect(child.standardOutput == "out\n" && child.standardError == "err\n")
    }

    @Test func aTerminatedChildReports128PlusTheSignal() throws {
        let child = try BoundedProcess(Self.shell, ["-c", "exec sleep 60"])
        try child.start()
        #expect(child.isRunning)
        child.terminate()
        #expect(child.waitForExit(seconds: 30) == 128 + SIGTERM)
    }

    @Test func aWaitThatRunsOutKillsTheChildAndReturnsNil() throws {
        let child = try BoundedProcess(Self.shell, ["-c", "exec sleep 60"])
        try child.start()
        #expect(child.waitForExit(seconds: 0.2) == nil)
        #expect(!child.isRunning, "killed")
    }

    @Test func droppingTheProcessKillsItsChild() throws {
        var child: BoundedProcess? = try BoundedProcess(Self.shell, ["-c", "exec sleep 60"])
        try child!.start()
        let pid = child!.processIdentifier
        #expect(kill(pid, 0) == 0, "running")
        child = nil
        // Reaped by the waiting thread once killed: signal 0 then finds no process.
        var gone = false
        for _ in 0..<1_000_000 where !gone { gone = kill(pid, 0) != 0 }
        #expect(gone, "the child went with its owner")
    }

    @Test func aMissingProgramFailsToSpawnWithItsPath() throws {
        let child = try BoundedProcess(URL(fileURLWithPath: "/nonexistent/segue-tool"), [])
        #expect(throws: BoundedProcess.SpawnFailure.self) { try child.start() }
    }
}
