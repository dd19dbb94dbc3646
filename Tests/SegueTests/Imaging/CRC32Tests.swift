import Testing
@testable import Segue
import SegueTestSupport

@Suite struct CRC32Tests {
    @Test func checkValueOfTheDigitsOneToNineIsCBF43926() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    }

    @Test func checksumOfNothingIsZero() {
        #expect(CRC32.checksum([UInt8]()) == 0)
    }

    @Test func pngIENDChunkHasItsWellKnownCRC() {
        #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
    }

    @Test func feedingInPiecesEqualsFeedingAtOnce() {
        var generator = SeededGenerator(seed: 7)
        let bytes = (0..<10_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        var crc = CRC32()
        crc.update(bytes[0..<1234])
        crc.update(bytes[1234...])
        #expect(crc.value == CRC32.checksum(bytes))
        #expect(crc.value == TestPNGReader.bitwiseCRC32(bytes))
    }
}
