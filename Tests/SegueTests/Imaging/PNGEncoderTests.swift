import Foundation
import Testing
@testable import Segue
import SegueTestSupport

@Suite struct PNGEncoderTests {
    /// A plot-like test image: white, a grey grid, a diagonal band and a gradient corner.
    static func sampleImage(width: Int, height: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let index = (y * width + x) * 4
                if x % 50 == 0 || y % 50 == 0 {
                    pixels[index] = 220; pixels[index + 1] = 220; pixels[index + 2] = 220
                }
                if abs(x * height / width - y) < 2 {
                    pixels[index] = 20; pixels[index + 1] = 90; pixels[index + 2] = 200
                }
                if x < 40 && y < 40 {
                    pixels[index] = UInt8(x * 6); pixels[index + 1] = UInt8(y * 6); pixels[index + 3] = 128
                }
            }
        }
        return pixels
    }

    @Test func fileIsSignatureThenIHDRThenIDATThenIENDWithValidCRCs() throws {
        let png = try PNGEncoder().encode(rgba: Self.sampleImage(width: 120, height: 80), width: 120, height: 80)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let reader = try TestPNGReader(png)
        #expect(reader.chunks.first?.type == "IHDR")
        #expect(reader.chunks.last?.type == "IEND")
        #expect(reader.chunks.last?.data == [])
        #expect(reader.chunks.dropFirst().dropLast().allSatisfy { $0.type == "IDAT" })
        for chunk in reader.chunks {
            #expect(chunk.storedCRC == chunk.computedCRC, "CRC of \(chunk.type)")
        }
    }

    @Test func headerDeclaresSizeEightBitRGBANoInterlace() throws {
        let png = try PNGEncoder().encode(rgba: [UInt8](repeating: 0, count: 300 * 2 * 4), width: 300, height: 2)
        let header = try TestPNGReader(png).chunks[0]
        #expect(header.data.count == 13)
        #expect(Array(header.data) == [0, 0, 1, 44, 0, 0, 0, 2, 8, 6, 0, 0, 0])
    }

    @Test func pixelsRoundTripThroughInflateAndUnfiltering() throws {
        let pixels = Self.sampleImage(width: 97, height: 61)
        let reader = try TestPNGReader(try PNGEncoder().encode(rgba: pixels, width: 97, height: 61))
        #expect(reader.width == 97)
        #expect(reader.height == 61)
        #expect(try reader.pixels() == pixels)
    }

    @Test func noisePixelsRoundTripThroughStoredBlocks() throws {
        var generator = SeededGenerator(seed: 11)
        let pixels = (0..<(64 * 64 * 4)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let reader = try TestPNGReader(try PNGEncoder().encode(rgba: pixels, width: 64, height: 64))
        #expect(try reader.pixels() == pixels)
    }

    @Test func onePixelImageRoundTrips() throws {
        let pixels: [UInt8] = [1, 2, 3, 4]
        let reader = try TestPNGReader(try PNGEncoder().encode(rgba: pixels, width: 1, height: 1))
        #expect(try reader.pixels() == pixels)
    }

    @Test func plotSizedImageIsAFewTensOfKilobytes() throws {
        let png = try PNGEncoder().encode(rgba: Self.sampleImage(width: 800, height: 500), width: 800, height: 500)
        #expect(png.count < 60_000, "\(png.count) bytes")
    }

    @Test func zeroOrNegativeDimensionsThrow() {
        #expect(throws: PNGEncodingError.invalidDimensions(width: 0, height: 5)) {
            try PNGEncoder().encode(rgba: [], width: 0, height: 5)
        }
        #expect(throws: PNGEncodingError.invalidDimensions(width: 3, height: -1)) {
            try PNGEncoder().encode(rgba: [], width: 3, height: -1)
        }
    }

    @Test func pixelBufferOfTheWrongSizeThrowsNamingBothSizes() {
        #expect(throws: PNGEncodingError.pixelDataSizeMismatch(expected: 16, actual: 15)) {
            try PNGEncoder().encode(rgba: [UInt8](repeating: 0, count: 15), width: 2, height: 2)
        }
        #expect(PNGEncodingError.pixelDataSizeMismatch(expected: 16, actual: 15).description.contains("16"))
        #expect(throws: PNGEncodingError.self) {
            try PNGEncoder().encode(rgba: [], width: Int(Int32.max), height: Int(Int32.max))
        }
    }

    /// Cross-check with an independent decoder: Python's zlib, when python3 exists.
    @Test(.enabled(if: PNGEncoderTests.python3 != nil))
    func pythonZlibDecodesTheStreamToTheSameFilteredRows() throws {
        let pixels = Self.sampleImage(width: 200, height: 100)
        let png = try PNGEncoder().encode(rgba: pixels, width: 200, height: 100)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("segue-png-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let pngURL = directory.appendingPathComponent("image.png")
        try Data(png).write(to: pngURL)

        // Python inflates the IDAT data, undoes the filters (None/Sub/Up) and prints the
        // CRC-32 of the pixels, which must equal ours.
        let script = """
        import struct, sys, zlib
        data = open(sys.argv[1], 'rb').read()
        assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n'
        pos, idat = 8, b''
        while pos < len(data):
            (length,) = struct.unpack('>I', data[pos:pos+4]); kind = data[pos+4:pos+8]
            body = data[pos+8:pos+8+length]
            assert struct.unpack('>I', data[pos+8+length:pos+12+length])[0] == zlib.crc32(kind + body)
            if kind == b'IHDR': width, height = struct.unpack('>II', body[:8])
            if kind == b'IDAT': idat += body
            pos += 12 + length
        raw = zlib.decompress(idat); stride = width * 4; out = bytearray()
        for y in range(height):
            f = raw[y * (stride + 1)]; row = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
            for i in range(stride):
                left = row[i - 4] if i >= 4 else 0
                up = out[(y - 1) * stride + i] if y > 0 else 0
                row[i] = (row[i] + (left if f == 1 else up if f == 2 else 0)) & 255
            out += row
        print(zlib.crc32(bytes(out)))
        """
        let result = try BoundedProcess.run(URL(fileURLWithPath: PNGEncoderTests.python3!), ["-c", script, pngURL.path],
                                            seconds: 60)
        #expect(result.status == 0, "stderr: \(result.error)")
        let printed = result.output
        let crc = printed.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(crc == String(CRC32.checksum(pixels)))
    }

    /// The path of a python3 executable on PATH, or nil.
    static let python3: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/python3"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()
}
