/// The CRC-32 checksum PNG puts after every chunk (ISO 3309 / ITU-T V.42: polynomial
/// 0xEDB88320 in reflected form, initial value and final XOR 0xFFFFFFFF), the same one
/// zip and Ethernet use.
///
/// Table-driven, one byte per step; the 256-entry table is computed once. Package
/// access: the fuzzing harness (SegueFiles) repairs chunk CRCs with it.
package struct CRC32: Sendable {
    /// The running register, before the final XOR.
    private var register: UInt32 = 0xFFFF_FFFF

    /// A checksum over no bytes yet.
    init() {}

    /// The checksum of everything passed to `update(_:)` so far.
    var value: UInt32 { register ^ 0xFFFF_FFFF }

    /// Feeds more bytes into the checksum.
    mutating func update(_ bytes: some Sequence<UInt8>) {
        let table = Self.table
        var crc = register
        for byte in bytes {
            crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        register = crc
    }

    /// The checksum of `bytes`.
    package static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }

    /// `table[n]` is the register after shifting the byte n through the polynomial.
    private static let table: [UInt32] = (0..<256).map { index in
        var entry = UInt32(index)
        for _ in 0..<8 {
            entry = entry & 1 == 1 ? 0xEDB8_8320 ^ (entry >> 1) : entry >> 1
        }
        return entry
    }
}
