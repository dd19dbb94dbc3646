import CSDL2
import Foundation
import Testing
import Segue
@testable import SegueSDL

/// The compositor's rasterised runs painted on two cores
/// (`LayerCompositor.paintsOnSecondCore`, `ParallelLoop`,
/// `TransformedTextureResampler.paintPreparedRuns()`): every band painted once,
/// and the same pixels however the rows are cut and whichever thread paints them.
@MainActor @Suite(.serialized) struct ParallelPaintTests {
    typealias F = CompositorFixtures

    /// What a test loop's iterations record: how often each ran, and on which
    /// threads. Guarded by an `NSLock` (a pthread mutex, which ThreadSanitizer
    /// sees; it does not see `Mutex`'s futex and reports its accesses as a race).
    final class Record: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [Int]
        private var threadSet = Set<UInt>()
        init(count: Int) { counts = [Int](repeating: 0, count: count) }

        func note(_ index: Int, on thread: UInt) {
            lock.withLock {
                counts[index] += 1
                threadSet.insert(thread)
            }
        }

        var runs: [Int] { lock.withLock { counts } }
        var threads: Set<UInt> { lock.withLock { threadSet } }
    }

    /// An iteration of the test loop: counts itself in the `Record` at `context`.
    nonisolated static func note(_ index: Int, in context: UnsafeRawPointer) {
        Unmanaged<Record>.fromOpaque(context).takeUnretainedValue().note(index, on: UInt(pthread_self()))
    }

    @Test func aParallelLoopRunsEveryIterationOnceOnAtMostTwoThreads() {
        for helps in [true, false] {
            let loop = ParallelLoop(helps: helps)
            for count in [0, 1, 2, 7, 500] {
                let record = Record(count: count)
                withExtendedLifetime(record) {
                    loop.run(count: count, context: Unmanaged.passUnretained(record).toOpaque()) { context, index in
                        ParallelPaintTests.note(index, in: context)
                    }
                }
                #expect(record.runs == [Int](repeating: 1, count: count), "helps \(helps), \(count) iterations")
                #expect(record.threads.count <= (helps ? 2 : 1))
                if !helps, count > 0 {
                    #expect(record.threads == [UInt(pthread_self())], "one core: all on the caller")
                }
            }
        }
    }

    func render(_ root: CALayer, twoCores: Bool, bandPixels: Int, inPlace: Bool) throws -> (image: CGImage, painted: Int) {
        let canvas = try OffscreenCanvas(pixelWidth: 320, pixelHeight: 240)
        canvas.compositor.resamplesTransformedTextures = true
        canvas.compositor.rasterisesSolidRuns = true
        canvas.compositor.paintsIntoTarget = inPlace
        canvas.compositor.flattensStaticContent = false
        canvas.compositor.paintsOnSecondCore = twoCores
        canvas.compositor.rasterBandPixels = bandPixels
        let image = try canvas.render(root, backgroundColor: F.black)
        #expect(canvas.compositor.lastError == nil)
        return (image, canvas.statistics.paintedRuns)
    }

    @Test(arguments: [true, false])
    func twoCoresPaintTheSamePixelsAsOneHoweverTheRowsAreCut(inPlace: Bool) throws {
        for step in 0..<4 {
            let root = F.turnedCards(angle: 0.3 + CGFloat(step) * 0.35)
            let oneBand = try render(root, twoCores: false, bandPixels: .max, inPlace: inPlace)
            #expect(oneBand.painted > 1, "step \(step): runs painted by the compositor")
            for (twoCores, bandPixels) in [(true, 16_384), (true, 64), (true, 1), (false, 300)] {
                let banded = try render(root, twoCores: twoCores, bandPixels: bandPixels, inPlace: inPlace)
                #expect(banded.image.pixels == oneBand.image.pixels,
                        "step \(step), two cores \(twoCores), bands of \(bandPixels) pixels, in place \(inPlace)")
            }
        }
    }

    @Test func theSettingDefaultsToTheMachinesCoresAndCanBeTurnedOff() throws {
        let canvas = try OffscreenCanvas(pixelWidth: 8, pixelHeight: 8)
        #expect(canvas.compositor.paintsOnSecondCore == (ProcessInfo.processInfo.activeProcessorCount > 1))
        canvas.compositor.paintsOnSecondCore = false
        #expect(!canvas.compositor.paintsOnSecondCore)
    }
}
