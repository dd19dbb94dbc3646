import CSDL2
import Foundation
import Testing
@testable import SegueSDL

/// SDL frees a thread's storage (its error message, `SDL_TLSSet` values) at the end
/// of threads it starts itself only. These tests store a value with a destructor on
/// a thread SDL did not start, let the thread end, and count the destructor's calls:
/// SDL alone calls it never, so the storage of every pool thread that touched SDL
/// would be lost; with the arrangement it is called once, when the thread ends.
@Suite struct SDLThreadStateTests {
    /// What the thread does before it stores the value and ends.
    private enum Arrangement: Int {
        case direct, throughAnEntryPoint
    }

    /// What the thread is handed: what to do first, SDL's storage slot, and the
    /// count its destructor adds to.
    private final class Work {
        let arrangement: Arrangement
        let slot: SDL_TLSID
        let destructorCalls = UnsafeMutablePointer<Int>.allocate(capacity: 1)

        init(_ arrangement: Arrangement, slot: SDL_TLSID) {
            self.arrangement = arrangement
            self.slot = slot
            destructorCalls.initialize(to: 0)
        }

        deinit { destructorCalls.deallocate() }
    }

    /// Runs `work` on a new thread and returns after the thread has ended: `pthread_join`
    /// returns only once the thread's exit destructors have run.
    private static func runOnThreadThatEnds(_ work: Work) throws {
        var thread = pthread_t()
        let argument = Unmanaged.passRetained(work).toOpaque()
        let created = pthread_create(&thread, nil, { argument in
            let work = Unmanaged<Work>.fromOpaque(argument!).takeRetainedValue()
            switch work.arrangement {
            case .direct: SDLThreadState.releaseWhenThreadEnds()
            case .throughAnEntryPoint: _ = sdlErrorText()
            }
            SDL_TLSSet(work.slot, work.destructorCalls, { calls in
                calls!.assumingMemoryBound(to: Int.self).pointee += 1
            })
            return nil
        }, argument)
        guard created == 0 else {
            Unmanaged<Work>.fromOpaque(argument).release()
            throw POSIXError(POSIXErrorCode(rawValue: created) ?? .EAGAIN)
        }
        #expect(pthread_join(thread, nil) == 0)
    }

    @Test func sdlsStorageOnAThreadItDidNotStartIsFreedWhenTheThreadEnds() throws {
        #expect(SDLThreadState.releaseWhenThreadEnds())
        let work = Work(.direct, slot: SDL_TLSCreate())
        try Self.runOnThreadThatEnds(work)
        #expect(work.destructorCalls.pointee == 1)
    }

    @Test func readingSDLsErrorArrangesIt() throws {
        let work = Work(.throughAnEntryPoint, slot: SDL_TLSCreate())
        try Self.runOnThreadThatEnds(work)
        #expect(work.destructorCalls.pointee == 1)
    }
}
