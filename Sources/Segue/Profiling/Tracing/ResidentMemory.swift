#if canImport(Glibc)
import Glibc
#endif

/// The process's resident memory — what `VmRSS` in `/proc/self/status` reports
/// (Segue extension, for the HUD and traces).
///
/// Read from `/proc/self/statm` (its second field is resident pages) into a
/// buffer on the stack: a reading allocates nothing, so a HUD may take one per
/// frame. nil where `/proc` does not exist.
public enum ResidentMemory {
    /// Resident bytes now, or nil.
    public static func currentBytes() -> Int? {
        #if os(Linux)
        let descriptor = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { buffer -> Int? in
            let count = read(descriptor, buffer.baseAddress!, buffer.count)
            guard count > 0, let pages = residentPages(inStatm: UnsafeBufferPointer(rebasing: buffer[..<count])) else {
                return nil
            }
            return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        }
        #else
        return nil
        #endif
    }

    /// The second whitespace-separated number of a `statm` line ("size resident
    /// shared text lib data dt").
    public static func residentPages(inStatm bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var field = 0
        var value = 0
        var inNumber = false
        for byte in bytes {
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                if !inNumber {
                    inNumber = true
                    value = 0
                }
                value = value &* 10 &+ Int(byte - UInt8(ascii: "0"))
            } else if inNumber {
                inNumber = false
                field += 1
                if field == 2 { return value }
            }
        }
        return inNumber && field == 1 ? value : nil
    }
}
