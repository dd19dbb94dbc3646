/// A deliberately small zlib/DEFLATE decoder for the tests: stored and fixed-Huffman
/// blocks only (what `DeflateCompressor` writes), written independently of the
/// encoder so that a round trip proves the encoder's output is valid DEFLATE.
struct TestInflater {
    enum Failure: Error, Equatable {
        case truncated
        case badZlibHeader
        case unsupportedBlockType(Int)
        case storedLengthMismatch
        case invalidSymbol(Int)
        case distanceTooFar
        case adlerMismatch
    }

    private let bytes: [UInt8]
    private var bytePosition: Int
    private var bitPosition = 0

    private init(_ bytes: [UInt8], start: Int) {
        self.bytes = bytes
        self.bytePosition = start
    }

    /// Decodes a zlib stream, checking its header and Adler-32 trailer.
    static func inflateZlib(_ stream: [UInt8]) throws(Failure) -> [UInt8] {
        guard stream.count >= 6, stream[0] & 0x0F == 8, (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0,
              stream[1] & 0x20 == 0 else { throw .badZlibHeader }
        var inflater = TestInflater(stream, start: 2)
        let output = try inflater.inflateBlocks()
        inflater.skipToByte()
        let trailerStart = inflater.bytePosition
        guard trailerStart + 4 <= stream.count else { throw .truncated }
        let expected = stream[trailerStart..<trailerStart + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in output { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        guard b << 16 | a == expected else { throw .adlerMismatch }
        return output
    }

    /// Decodes a raw DEFLATE stream.
    static func inflateRaw(_ stream: [UInt8]) throws(Failure) -> [UInt8] {
        var inflater = TestInflater(stream, start: 0)
        return try inflater.inflateBlocks()
    }

    private mutating func bit() throws(Failure) -> Int {
        guard bytePosition < bytes.count else { throw .truncated }
        let value = Int(bytes[bytePosition] >> bitPosition) & 1
        bitPosition += 1
        if bitPosition == 8 { bitPosition = 0; bytePosition += 1 }
        return value
    }

    /// A field stored least-significant bit first.
    private mutating func bits(_ count: Int) throws(Failure) -> Int {
        var value = 0
        for index in 0..<count { value |= try bit() << index }
        return value
    }

    /// A Huffman code, stored most-significant bit first.
    private mutating func codeBits(_ count: Int, after prefix: Int = 0) throws(Failure) -> Int {
        var code = prefix
        for _ in 0..<count { code = code << 1 | (try bit()) }
        return code
    }

    private mutating func skipToByte() {
        if bitPosition > 0 { bitPosition = 0; bytePosition += 1 }
    }

    private mutating func inflateBlocks() throws(Failure) -> [UInt8] {
        var output: [UInt8] = []
        var isFinal = false
        while !isFinal {
            isFinal = try bit() == 1
            switch try bits(2) {
            case 0: try inflateStored(into: &output)
            case 1: try inflateFixed(into: &output)
            case let type: throw .unsupportedBlockType(type)
            }
        }
        return output
    }

    private mutating func inflateStored(into output: inout [UInt8]) throws(Failure) {
        skipToByte()
        guard bytePosition + 4 <= bytes.count else { throw .truncated }
        let length = Int(bytes[bytePosition]) | Int(bytes[bytePosition + 1]) << 8
        let complement = Int(bytes[bytePosition + 2]) | Int(bytes[bytePosition + 3]) << 8
        guard length ^ 0xFFFF == complement else { throw .storedLengthMismatch }
        bytePosition += 4
        guard bytePosition + length <= bytes.count else { throw .truncated }
        output.append(contentsOf: bytes[bytePosition..<bytePosition + length])
        bytePosition += length
    }

    private static let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                      35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                          3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBases = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                        257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                                        8193, 12289, 16385, 24577]
    private static let distanceExtraBits = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                            7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// The next literal/length symbol under the fixed code (RFC 1951 §3.2.6).
    private mutating func fixedSymbol() throws(Failure) -> Int {
        let seven = try codeBits(7)
        if seven <= 0b0010111 { return 256 + seven }
        let eight = try codeBits(1, after: seven)
        if (0x30...0xBF).contains(eight) { return eight - 0x30 }
        if (0xC0...0xC7).contains(eight) { return 280 + eight - 0xC0 }
        let nine = try codeBits(1, after: eight)
        if (0x190...0x1FF).contains(nine) { return 144 + nine - 0x190 }
        throw .invalidSymbol(nine)
    }

    private mutating func inflateFixed(into output: inout [UInt8]) throws(Failure) {
        while true {
            let symbol = try fixedSymbol()
            if symbol < 256 { output.append(UInt8(symbol)); continue }
            if symbol == 256 { return }
            let lengthIndex = symbol - 257
            guard lengthIndex < 29 else { throw .invalidSymbol(symbol) }
            let length = Self.lengthBases[lengthIndex] + (try bits(Self.lengthExtraBits[lengthIndex]))
            let distanceCode = try codeBits(5)
            guard distanceCode < 30 else { throw .invalidSymbol(distanceCode) }
            let distance = Self.distanceBases[distanceCode] + (try bits(Self.distanceExtraBits[distanceCode]))
            guard distance <= output.count else { throw .distanceTooFar }
            let start = output.count - distance
            for index in 0..<length { output.append(output[start + index]) }
        }
    }
}
