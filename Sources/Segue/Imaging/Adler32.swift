/// The Adler-32 checksum that closes a zlib stream (RFC 1950): two sums modulo
/// 65521, `a` of the bytes plus one and `b` of the successive values of `a`.
struct Adler32: Sendable {
    private static let modulus: UInt32 = 65521
    /// The largest number of bytes that can be summed before `b` could overflow
    /// 32 bits, so the modulo is taken once per block rather than once per byte.
    private static let blockLength = 5552

    private var a: UInt32 = 1
    private var b: UInt32 = 0

    /// A checksum over no bytes yet (value 1).
    init() {}

    /// The checksum of everything passed to `update(_:)` so far.
    var value: UInt32 { b << 16 | a }

    /// Feeds more bytes into the checksum.
    mutating func update(_ bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        while index < bytes.count {
            let end = min(index + Self.blockLength, bytes.count)
            while index < end {
                a &+= UInt32(bytes[index])
                b &+= a
                index += 1
            }
            a %= Self.modulus
            b %= Self.modulus
        }
    }

    /// The checksum of `bytes`.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var adler = Adler32()
        bytes.withUnsafeBufferPointer { adler.update($0) }
        return adler.value
    }
}
