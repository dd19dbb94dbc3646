import Foundation
import Testing
@testable import SegueSDL

/// `SDLRendererChoice.auto`: the accelerated renderer only where a GPU render node
/// is readable and software OpenGL is not forced; the other choices stand for
/// themselves. A pure function of the machine's facts, given here by hand.
@Suite struct SDLRendererChoiceTests {
    static let gpu = SDLRendererMachine(readableRenderNodes: ["/dev/dri/renderD128"], environment: [:])
    static let noGPU = SDLRendererMachine(readableRenderNodes: [], environment: ["DISPLAY": ":0"])

    @Test func autoIsAcceleratedWithAReadableRenderNode() {
        let resolved = SDLRendererChoice.auto.resolved(on: Self.gpu)
        #expect(resolved.renderer == .accelerated)
        #expect(resolved.reason == "auto: GPU render node /dev/dri/renderD128")
    }

    @Test func autoIsSoftwareWithoutOne() {
        let resolved = SDLRendererChoice.auto.resolved(on: Self.noGPU)
        #expect(resolved.renderer == .software)
        #expect(resolved.reason == "auto: no readable GPU render node (/dev/dri/renderD*)")
    }

    @Test(arguments: ["1", "true", "YES", "y"])
    func forcedSoftwareOpenGLMeansTheSoftwareRenderer(value: String) {
        var machine = Self.gpu
        machine.environment["LIBGL_ALWAYS_SOFTWARE"] = value
        let resolved = SDLRendererChoice.auto.resolved(on: machine)
        #expect(resolved.renderer == .software)
        #expect(resolved.reason == "auto: LIBGL_ALWAYS_SOFTWARE=\(value) forces software OpenGL")
    }

    @Test(arguments: ["0", "false", ""])
    func softwareOpenGLNotForcedLeavesTheGPU(value: String) {
        var machine = Self.gpu
        machine.environment["LIBGL_ALWAYS_SOFTWARE"] = value
        #expect(SDLRendererChoice.auto.resolved(on: machine).renderer == .accelerated)
    }

    @Test func explicitChoicesStandForThemselves() {
        for machine in [Self.gpu, Self.noGPU] {
            #expect(SDLRendererChoice.accelerated.resolved(on: machine).renderer == .accelerated)
            #expect(SDLRendererChoice.software.resolved(on: machine).renderer == .software)
        }
    }

    @Test func theCurrentMachineListsOnlyRenderNodesOfTheDirectory() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-dri-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["card0", "renderD129", "renderD128"] {
            #expect(FileManager.default.createFile(atPath: directory.appendingPathComponent(name).path, contents: Data()))
        }
        let unreadable = directory.appendingPathComponent("renderD130").path
        #expect(FileManager.default.createFile(atPath: unreadable, contents: Data(), attributes: [.posixPermissions: 0o000]))
        let machine = SDLRendererMachine.current(directory: directory.path)
        let expected = ["renderD128", "renderD129"].map { directory.path + "/" + $0 }
        // Root reads anything; everyone else must not see the unreadable node.
        if getuid() == 0 {
            #expect(Array(machine.readableRenderNodes.prefix(2)) == expected)
        } else {
            #expect(machine.readableRenderNodes == expected)
        }
        #expect(SDLRendererMachine.current(directory: directory.path + "/missing").readableRenderNodes.isEmpty)
    }
}
