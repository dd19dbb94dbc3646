import Testing
@testable import Segue

@Suite struct Adler32Tests {
    @Test func checksumOfWikipediaIs11E60398() {
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }

    @Test func checksumOfNothingIsOne() {
        #expect(Adler32.checksum([]) == 1)
    }

    @Test func longRunsOfMaximalBytesMatchTheByteByByteDefinition() {
        // 0xFF bytes make the sums grow fastest: the deferred modulo must not overflow.
        let bytes = [UInt8](repeating: 0xFF, count: 100_003)
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        #expect(Adler32.checksum(bytes) == b << 16 | a)
    }
}
