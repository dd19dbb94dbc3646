import Foundation
import Segue

/// Where layers' render states live (SegueSDL internal): carved in order out of
/// 128-byte-aligned chunks, each state starting a pair of cache lines, so the states of
/// layers made one after another — a card and its two faces, then the next card
/// — lie one after another in memory, in the order the compositor's walk reads
/// them, and the processor's prefetching streams them instead of missing the
/// cache on each. A freed layer's state is reused by the next layer made.
///
/// Chunks are never returned to the system (they stay reachable from the pool);
/// the memory a state takes is what it took while its layer lived.
enum LayerRenderStatePool {
    /// States per chunk.
    static let chunkCount = 64
    /// Bytes from one state to the next: the state's size rounded up to whole
    /// pairs of cache lines, so every state starts a 128-byte pair (the
    /// processor fetches lines in aligned pairs: a state's first line comes
    /// with its second, not with the last of the state before).
    static let stride = (MemoryLayout<LayerRenderState>.size + 127) / 128 * 128

    private struct Storage {
        var free: [UnsafeMutablePointer<LayerRenderState>] = []
        var chunks: [UnsafeMutableRawPointer] = []
        var next: UnsafeMutableRawPointer?
        var remaining = 0
    }

    /// Guarded by `lock` (a layer may be freed off the main thread).
    nonisolated(unsafe) private static var storage = Storage()
    private static let lock = NSLock()

    /// A new state (fields at their defaults), at an address that stays put until `give`.
    static func take() -> UnsafeMutablePointer<LayerRenderState> {
        lock.lock()
        defer { lock.unlock() }
        if let reused = storage.free.popLast() {
            reused.initialize(to: LayerRenderState())
            return reused
        }
        if storage.remaining == 0 {
            let chunk = UnsafeMutableRawPointer.allocate(byteCount: stride * chunkCount, alignment: 128)
            storage.chunks.append(chunk)
            storage.next = chunk
            storage.remaining = chunkCount
        }
        let slot = storage.next.unsafelyUnwrapped
        storage.next = slot + stride
        storage.remaining -= 1
        let state = slot.bindMemory(to: LayerRenderState.self, capacity: 1)
        state.initialize(to: LayerRenderState())
        return state
    }

    /// Takes back a state from `take()` once its layer is gone.
    static func give(_ state: UnsafeMutablePointer<LayerRenderState>) {
        state.pointee.freeSublayerStates()
        state.deinitialize(count: 1)
        lock.lock()
        storage.free.append(state)
        lock.unlock()
    }
}
