import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a trace in the Chrome Trace Event Format — the JSON that Perfetto
/// (ui.perfetto.dev) and chrome://tracing open — streaming it to disk as events
/// arrive (Segue extension; Core Animation's equivalent is Instruments).
///
/// The file is one JSON object: `{"traceEvents": [ … ], "displayTimeUnit": "ms",
/// "otherData": { … }}`. Each event names its phase `ph`: `B`/`E` (a slice begins
/// and ends on a thread; slices on one thread nest), `X` (a complete slice with
/// `dur`), `i` (an instant), `C` (a counter sample, drawn as a graph) and `M`
/// (metadata: `process_name`, `thread_name`, `thread_sort_index`). Timestamps `ts`
/// and durations `dur` are microseconds, written with three decimals (nanosecond
/// resolution), counted from `origin`. A "thread" (`tid`) is a track in the
/// viewers: Segue puts frames on one and each running animation or transition on
/// a track of its own.
///
/// **Bounded memory, no partial file.** Events are formatted into one reused byte
/// buffer, written out whenever it holds `bufferCapacity` bytes, so memory stays
/// bounded however long the trace runs and formatting allocates nothing once the
/// buffer has grown. The bytes go to a temporary file beside `path`
/// (`.NAME.segue-PID-RANDOM.tmp`, in the same directory so the rename is atomic),
/// renamed to `path` only by `finish()`: a crash leaves at most that hidden
/// temporary file, never a half-written file under the final name. `abandon()` (or
/// releasing an unfinished writer) deletes it. The path is checked by opening the
/// temporary file in `init`, so an unwritable place fails before anything runs.
///
/// Strings are escaped as JSON requires (quotes, backslashes, control characters
/// as `\u00XX`); numbers that are not finite are written as `null`.
public final class ChromeTraceWriter {
    /// The file `finish()` renames the trace to.
    public let path: String
    /// Where the trace is written until `finish()`.
    public let temporaryPath: String
    /// The time (seconds, on the caller's clock) written as `ts` 0.
    public let origin: Double
    /// The `pid` every event carries.
    public let processID: Int
    /// Bytes gathered before they are written to the file.
    public let bufferCapacity: Int
    /// Events written so far (metadata included).
    public private(set) var eventCount = 0
    /// Bytes handed to the file so far (not counting what the buffer still holds).
    public private(set) var bytesWritten = 0
    /// Whether `finish()` or `abandon()` ended the writer.
    public private(set) var isClosed = false
    /// The first write failure (`strerror`'s text), after which nothing more is
    /// written and `finish()` throws.
    public private(set) var failure: String?

    private let option: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    private var argumentCount = 0

    /// Opens a trace for `path`: checks that its directory exists and is writable,
    /// that `path` is not a directory, and creates the temporary file. `origin` is
    /// the clock reading written as time 0. Throws `TraceFileError` (naming `option`)
    /// when the file cannot be created.
    public init(path: String, origin: Double, processID: Int = Int(getpid()), bufferCapacity: Int = 64 * 1024,
                option: String = "--trace") throws(TraceFileError) {
        self.path = path
        self.origin = origin
        self.processID = processID
        self.bufferCapacity = max(bufferCapacity, 256)
        self.option = option
        guard !path.isEmpty else { throw TraceFileError(path: path, reason: "the path is empty", option: option) }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw TraceFileError(path: path, reason: "it is a directory", option: option)
        }
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw TraceFileError(path: path, reason: "no such directory \"\(directory)\"", option: option)
        }
        guard isDirectory.boolValue else {
            throw TraceFileError(path: path, reason: "\"\(directory)\" is not a directory", option: option)
        }
        temporaryPath = directory + "/.\(url.lastPathComponent).segue-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw TraceFileError(path: path, reason: String(cString: strerror(errno)), option: option)
        }
        buffer.reserveCapacity(self.bufferCapacity + 4096)
        append("{\"traceEvents\":[\n")
    }

    deinit {
        if !isClosed { abandon() }
    }

    // MARK: Events

    /// A slice begins (`B`) on `thread` at `timestamp`; `arguments` adds its `args`.
    public func beginSlice(_ name: String, category: String, timestamp: Double, thread: Int,
                           arguments: (inout ChromeTraceArguments) -> Void = { _ in }) {
        openEvent(phase: "B", name: name, category: category, timestamp: timestamp, thread: thread)
        closeEvent(arguments)
    }

    /// The innermost open slice on `thread` ends (`E`) at `timestamp`; `arguments`
    /// are merged into the slice's `args` by the viewers.
    public func endSlice(timestamp: Double, thread: Int, arguments: (inout ChromeTraceArguments) -> Void = { _ in }) {
        openEvent(phase: "E", name: nil, category: nil, timestamp: timestamp, thread: thread)
        closeEvent(arguments)
    }

    /// A complete slice (`X`) from `timestamp` lasting `duration` seconds.
    public func completeSlice(_ name: String, category: String, timestamp: Double, duration: Double, thread: Int,
                              arguments: (inout ChromeTraceArguments) -> Void = { _ in }) {
        openEvent(phase: "X", name: name, category: category, timestamp: timestamp, thread: thread)
        append(",\"dur\":")
        appendMicroseconds(duration, relativeTo: 0)
        closeEvent(arguments)
    }

    /// An instant (`i`, thread scope) at `timestamp`.
    public func instant(_ name: String, category: String, timestamp: Double, thread: Int,
                        arguments: (inout ChromeTraceArguments) -> Void = { _ in }) {
        openEvent(phase: "i", name: name, category: category, timestamp: timestamp, thread: thread)
        append(",\"s\":\"t\"")
        closeEvent(arguments)
    }

    /// A counter sample (`C`): the counter track `name` takes `value` at `timestamp`.
    /// The sample's one argument is `"value"`.
    public func counter(_ name: String, timestamp: Double, value: Double, thread: Int = 0) {
        openEvent(phase: "C", name: name, category: "counter", timestamp: timestamp, thread: thread)
        closeEvent { $0.add("value", value) }
    }

    /// Names the process (`M`, `process_name`).
    public func processName(_ name: String) {
        metadata("process_name", thread: 0) { $0.add("name", name) }
    }

    /// Names a thread — a track in the viewers (`M`, `thread_name`).
    public func threadName(_ name: String, thread: Int) {
        metadata("thread_name", thread: thread) { $0.add("name", name) }
    }

    /// Orders a thread's track among the others (`M`, `thread_sort_index`; lower first).
    public func threadSortIndex(_ index: Int, thread: Int) {
        metadata("thread_sort_index", thread: thread) { $0.add("sort_index", index) }
    }

    private func metadata(_ name: String, thread: Int, _ arguments: (inout ChromeTraceArguments) -> Void) {
        openEvent(phase: "M", name: name, category: nil, timestamp: nil, thread: thread)
        closeEvent(arguments)
    }

    // MARK: Ending

    /// Ends the event list, adds `otherData` (string pairs, in order), writes
    /// everything out and renames the temporary file to `path`. Throws — and
    /// deletes the temporary file — when any write, the close or the rename failed;
    /// then no file exists under `path` (an older file there is left as it was).
    public func finish(otherData: [(String, String)] = []) throws(TraceFileError) {
        guard !isClosed else { return }
        append("\n],\n\"displayTimeUnit\":\"ms\",\n\"otherData\":{")
        for (index, pair) in otherData.enumerated() {
            if index > 0 { append(",") }
            appendString(pair.0)
            append(":")
            appendString(pair.1)
        }
        append("}}\n")
        flush()
        if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        descriptor = -1
        isClosed = true
        if failure == nil, rename(temporaryPath, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporaryPath)
            throw TraceFileError(path: path, reason: failure, option: option)
        }
    }

    /// Stops without a trace: closes and deletes the temporary file.
    public func abandon() {
        guard !isClosed else { return }
        isClosed = true
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        unlink(temporaryPath)
    }

    // MARK: Formatting

    private func openEvent(phase: StaticString, name: String?, category: String?, timestamp: Double?, thread: Int) {
        if eventCount > 0 { append(",\n") }
        eventCount += 1
        append("{\"ph\":\"")
        append(phase)
        append("\"")
        if let name {
            append(",\"name\":")
            appendString(name)
        }
        if let category {
            append(",\"cat\":")
            appendString(category)
        }
        if let timestamp {
            append(",\"ts\":")
            appendMicroseconds(timestamp, relativeTo: origin)
        }
        append(",\"pid\":")
        appendInteger(processID)
        append(",\"tid\":")
        appendInteger(thread)
        argumentCount = 0
    }

    private func closeEvent(_ arguments: (inout ChromeTraceArguments) -> Void) {
        var builder = ChromeTraceArguments(writer: self)
        arguments(&builder)
        if argumentCount > 0 { append("}") }
        append("}")
        if buffer.count >= bufferCapacity { flush() }
    }

    /// Opens `"args":{` before the first argument, or writes the separating comma.
    func beginArgument(_ key: String) {
        append(argumentCount == 0 ? ",\"args\":{" : ",")
        argumentCount += 1
        appendString(key)
        append(":")
    }

    func append(_ text: StaticString) {
        text.withUTF8Buffer { buffer.append(contentsOf: $0) }
    }

    /// `text` as a JSON string literal, escaped.
    func appendString(_ text: String) {
        buffer.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0..<0x20:
                append("\\u00")
                buffer.append(Self.hexDigit(byte >> 4))
                buffer.append(Self.hexDigit(byte & 0xF))
            default: buffer.append(byte)
            }
        }
        buffer.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    func appendInteger(_ value: Int) {
        if value < 0 { buffer.append(UInt8(ascii: "-")) }
        appendDigits(value.magnitude)
    }

    private func appendDigits(_ value: UInt, minimumCount: Int = 1) {
        // Up to 20 digits, most significant first, without a temporary array.
        var divisor: UInt = 1
        var count = 1
        while count < minimumCount || (divisor <= value / 10) {
            divisor *= 10
            count += 1
        }
        var rest = value
        while divisor > 0 {
            buffer.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// `(seconds − origin)` in microseconds with three decimals; `null` when not finite.
    private func appendMicroseconds(_ seconds: Double, relativeTo origin: Double) {
        let nanoseconds = ((seconds - origin) * 1e9).rounded()
        guard nanoseconds.isFinite, abs(nanoseconds) < 9e18 else { return append("null") }
        let value = Int64(nanoseconds)
        if value < 0 { buffer.append(UInt8(ascii: "-")) }
        let magnitude = UInt(value.magnitude)
        appendDigits(magnitude / 1000)
        buffer.append(UInt8(ascii: "."))
        appendDigits(magnitude % 1000, minimumCount: 3)
    }

    /// A number: integers as such, others with up to six decimals (trailing zeros
    /// dropped); `null` when not finite.
    func appendNumber(_ value: Double) {
        guard value.isFinite else { return append("null") }
        if value == value.rounded(), abs(value) < 1e15 {
            return appendInteger(Int(value))
        }
        let millionths = (value * 1e6).rounded()
        guard abs(millionths) < 9e18 else {
            // Too large for fixed point: Swift's shortest round-tripping form.
            return append(contentsOf: value.description)
        }
        let scaled = Int64(millionths)
        if scaled < 0 { buffer.append(UInt8(ascii: "-")) }
        let magnitude = UInt(scaled.magnitude)
        appendDigits(magnitude / 1_000_000)
        var fraction = magnitude % 1_000_000
        guard fraction > 0 else { return }
        var digits = 6
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        buffer.append(UInt8(ascii: "."))
        appendDigits(fraction, minimumCount: digits)
    }

    private func append(contentsOf text: String) {
        buffer.append(contentsOf: text.utf8)
    }

    /// Writes the buffer to the file (unless a write already failed) and empties it.
    private func flush() {
        defer { buffer.removeAll(keepingCapacity: true) }
        guard failure == nil, descriptor >= 0, !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
            bytesWritten += bytes.count
        }
    }
}

/// The `args` of one trace event, added while the event is being written (see
/// `ChromeTraceWriter`); keys are written in the order added.
public struct ChromeTraceArguments {
    let writer: ChromeTraceWriter

    /// An integer argument.
    public mutating func add(_ key: String, _ value: Int) {
        writer.beginArgument(key)
        writer.appendInteger(value)
    }

    /// A number argument (`null` when not finite).
    public mutating func add(_ key: String, _ value: Double) {
        writer.beginArgument(key)
        writer.appendNumber(value)
    }

    /// A string argument, escaped.
    public mutating func add(_ key: String, _ value: String) {
        writer.beginArgument(key)
        writer.appendString(value)
    }

    /// A Boolean argument.
    public mutating func add(_ key: String, _ value: Bool) {
        writer.beginArgument(key)
        writer.append(value ? "true" : "false")
    }
}

/// The C library's write(2); a free function so the name does not resolve to a method.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
