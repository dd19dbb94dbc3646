import Testing
@testable import Segue
import SegueTestSupport

@Suite struct DeflateCompressorTests {
    static func roundTrip(_ input: [UInt8]) throws -> [UInt8] {
        try TestInflater.inflateRaw(DeflateCompressor.compress(input))
    }

    @Test func emptyInputRoundTrips() throws {
        #expect(try Self.roundTrip([]) == [])
    }

    @Test func shortInputsRoundTrip() throws {
        for input in [[0], [1, 2], [7, 7, 7], Array("abcabcabcabcabc".utf8), Array("a".utf8)] as [[UInt8]] {
            #expect(try Self.roundTrip(input) == input)
        }
    }

    @Test func everyLiteralByteValueRoundTrips() throws {
        let input = (0..<256).map(UInt8.init) + (0..<256).reversed().map(UInt8.init)
        #expect(try Self.roundTrip(input) == input)
    }

    @Test func everyMatchLengthFromThreeTo258RoundTrips() throws {
        // A run of n copies of a 5-byte pattern, separated by a unique marker, makes a
        // match of each length; the stream must decode with every length code.
        var generator = SeededGenerator(seed: 1)
        let pattern = (0..<300).map { _ in UInt8.random(in: 0...255, using: &generator) }
        var input: [UInt8] = Array(pattern)
        for length in 3...258 {
            input.append(contentsOf: [0xAB, UInt8(length & 0xFF), 0xCD, UInt8(length >> 8)])
            input.append(contentsOf: pattern[0..<length])
        }
        #expect(try Self.roundTrip(input) == input)
    }

    @Test func matchesAcrossTheWholeWindowRoundTrip() throws {
        // 32 KiB of noise repeated: the second copy is reached at distance 32768.
        var generator = SeededGenerator(seed: 2)
        let block = (0..<32768).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let input = block + block + block.prefix(1000)
        let compressed = DeflateCompressor.compress(input)
        #expect(try TestInflater.inflateRaw(compressed) == input)
        #expect(compressed.count < 32768 + 32768 / 4)
    }

    @Test func longRunsCompressToUnderOnePercent() throws {
        // Each 258-byte match costs 13 bits with the fixed codes: about 0.63 %.
        let input = [UInt8](repeating: 0, count: 1_000_000)
        let compressed = DeflateCompressor.compress(input)
        #expect(compressed.count < 1_000_000 * 13 / 8 / 258 + 16)
        #expect(try TestInflater.inflateRaw(compressed) == input)
    }

    @Test func incompressibleDataFallsBackToStoredBlocksWithBoundedOverhead() throws {
        var generator = SeededGenerator(seed: 3)
        let input = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let compressed = DeflateCompressor.compress(input)
        // Four stored blocks of at most 65535 bytes, 5 bytes of framing each.
        #expect(compressed.count == input.count + 4 * 5)
        #expect(compressed[0] & 0b111 == 0)  // BTYPE 00, not final
        #expect(try TestInflater.inflateRaw(compressed) == input)
    }

    @Test func storedBlocksOfExactlyOneBlockLengthRoundTrip() throws {
        let input = [UInt8](repeating: 9, count: 65535)
        let stored = input.withUnsafeBufferPointer { DeflateCompressor.stored($0) }
        #expect(stored.count == 65535 + 5)
        #expect(try TestInflater.inflateRaw(stored) == input)
        let empty = [UInt8]().withUnsafeBufferPointer { DeflateCompressor.stored($0) }
        #expect(try TestInflater.inflateRaw(empty) == [])
    }

    @Test func mixedTextAndRunsRoundTrip() throws {
        var generator = SeededGenerator(seed: 4)
        var input: [UInt8] = []
        for _ in 0..<2000 {
            if Bool.random(using: &generator) {
                input.append(contentsOf: [UInt8](repeating: UInt8.random(in: 0...3, using: &generator),
                                                 count: Int.random(in: 1...600, using: &generator)))
            } else {
                input.append(contentsOf: (0..<Int.random(in: 1...20, using: &generator)).map { _ in
                    UInt8.random(in: 0...255, using: &generator)
                })
            }
        }
        #expect(try Self.roundTrip(input) == input)
    }
}
