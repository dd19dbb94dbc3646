/// The 64-bit FNV-1a hash, fed eight bytes at a time (little-endian order): the
/// digests of `RecordedDrawCalls` and of `segue bench --digest`'s frames.
package struct FNV1aHash {
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    package mutating func add(_ word: UInt64) {
        var word = word
        for _ in 0..<8 {
            value = (value ^ (word & 0xff)) &* 0x0000_0100_0000_01b3
            word >>= 8
        }
    }
}
