import SegueFiles

/// What segue-fuzz does with one input, libFuzzer's or a corpus file's: run it
/// through every reader of SegueFiles and the PNG decoder (`ReaderInvariants`). A broken promise
/// traps, which libFuzzer reports and saves as a crasher.
enum FuzzInput {
    /// libFuzzer's callback (`LLVMFuzzerTestOneInput`'s signature).
    static let callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { data, size in
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        if let violation = ReaderInvariants.violation(for: bytes) {
            preconditionFailure(violation)
        }
        return 0
    }
}

#if SEGUE_LIBFUZZER
/// libFuzzer's conventional entry point. `-sanitize=fuzzer` links libFuzzer's
/// runtime, whose own `main` object needs this symbol even though segue-fuzz's
/// `main` starts the driver itself (SwiftPM points `main` at the Swift entry point).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzInput.callback(data, size)
}
#endif
