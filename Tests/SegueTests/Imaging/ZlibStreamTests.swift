import Testing
@testable import Segue

@Suite struct ZlibStreamTests {
    @Test func headerDeclaresDeflateWithA32KiBWindowAndPassesTheCheckBits() {
        let stream = ZlibStream.compress(Array("hello".utf8))
        #expect(stream[0] == 0x78)
        #expect((Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0)
        #expect(stream[1] & 0x20 == 0)  // no preset dictionary
    }

    @Test func trailerIsTheBigEndianAdler32OfTheUncompressedData() {
        let data = Array("Wikipedia".utf8)
        let stream = ZlibStream.compress(data)
        #expect(Array(stream.suffix(4)) == [0x11, 0xE6, 0x03, 0x98])
    }

    @Test func streamDecodesBackToTheInput() throws {
        let data = Array(String(repeating: "segue curve ", count: 500).utf8)
        #expect(try TestInflater.inflateZlib(ZlibStream.compress(data)) == data)
        #expect(try TestInflater.inflateZlib(ZlibStream.compress([])) == [])
    }
}
