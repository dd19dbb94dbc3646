/// Reads back the PNG files `PNGEncoder` writes, for the tests: splits the chunks,
/// verifies each CRC with a bitwise CRC-32 (independent of the encoder's table),
/// inflates the IDAT data with `TestInflater` and undoes the row filters.
struct TestPNGReader {
    struct Chunk: Equatable {
        var type: String
        var data: [UInt8]
        var storedCRC: UInt32
        var computedCRC: UInt32
    }

    enum Failure: Error, Equatable {
        case badSignature
        case truncated
        case unknownFilter(UInt8)
    }

    let chunks: [Chunk]

    init(_ file: [UInt8]) throws(Failure) {
        guard file.count >= 8, Array(file[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw .badSignature
        }
        var chunks: [Chunk] = []
        var position = 8
        while position < file.count {
            guard position + 12 <= file.count else { throw .truncated }
            let length = Int(Self.bigEndian(file, at: position))
            guard position + 12 + length <= file.count else { throw .truncated }
            let typeBytes = Array(file[position + 4..<position + 8])
            let data = Array(file[position + 8..<position + 8 + length])
            let stored = Self.bigEndian(file, at: position + 8 + length)
            chunks.append(Chunk(type: String(decoding: typeBytes, as: UTF8.self), data: data,
                                storedCRC: stored, computedCRC: Self.bitwiseCRC32(typeBytes + data)))
            position += 12 + length
        }
        self.chunks = chunks
    }

    var width: Int { Int(Self.bigEndian(chunks[0].data, at: 0)) }
    var height: Int { Int(Self.bigEndian(chunks[0].data, at: 4)) }

    /// The decoded RGBA pixels, top row first.
    func pixels() throws -> [UInt8] {
        let stream = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
        let filtered = try TestInflater.inflateZlib(stream)
        let rowLength = width * 4
        var pixels = [UInt8](repeating: 0, count: rowLength * height)
        for row in 0..<height {
            let filter = filtered[row * (rowLength + 1)]
            for column in 0..<rowLength {
                let raw = filtered[row * (rowLength + 1) + 1 + column]
                let left = column >= 4 ? pixels[row * rowLength + column - 4] : 0
                let above = row > 0 ? pixels[(row - 1) * rowLength + column] : 0
                switch filter {
                case 0: pixels[row * rowLength + column] = raw
                case 1: pixels[row * rowLength + column] = raw &+ left
                case 2: pixels[row * rowLength + column] = raw &+ above
                default: throw Failure.unknownFilter(filter)
                }
            }
        }
        return pixels
    }

    static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// CRC-32 one bit at a time, straight from the polynomial.
    static func bitwiseCRC32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

