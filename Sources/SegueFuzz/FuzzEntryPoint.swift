import SegueFiles

/// libFuzzer's entry point, called with each input it generates: the input goes
/// through every JSON reader of SegueFiles (`ReaderInvariants`), and a broken
/// promise traps, which libFuzzer reports and saves as a crasher. Built with
/// `-sanitize=fuzzer`, libFuzzer supplies `main`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if let violation = ReaderInvariants.violation(for: bytes) {
        preconditionFailure(violation)
    }
    return 0
}
