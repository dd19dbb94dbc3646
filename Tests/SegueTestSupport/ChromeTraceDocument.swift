import Foundation

/// A Chrome Trace Event Format file read back and checked: what the tests use to
/// look inside a `--trace` file that `ChromeTraceWriter` wrote.
///
/// Reading checks what Perfetto and chrome://tracing rely on, and what Segue's
/// writer promises: the top level is an object with a `traceEvents` array; every
/// event has a known `ph`, an integer `pid` and `tid`, a `name` (except `E`) and a
/// finite `ts` (except `M`); `X` has a non-negative `dur`; `C` has numeric `args`;
/// `ts` never decreases from one event to the next in the file; on each thread
/// `B`/`E` pairs balance, and every slice lies inside the slice it is nested in.
/// Times are microseconds, as in the file.
public struct ChromeTraceDocument: Sendable {
    /// An argument's value.
    public enum Value: Equatable, Sendable {
        /// A JSON number.
        case number(Double)
        /// A JSON string.
        case string(String)
        /// A JSON Boolean.
        case bool(Bool)
        /// JSON `null`.
        case null

        /// The number, if it is one.
        public var number: Double? { if case .number(let value) = self { value } else { nil } }
        /// The string, if it is one.
        public var string: String? { if case .string(let value) = self { value } else { nil } }
    }

    /// One event as written.
    public struct Event: Equatable, Sendable {
        /// The event's `ph`: "B", "E", "X", "i", "C", "M" and the like.
        public var phase: String
        /// The event's `name` (an `E` event may have none).
        public var name: String?
        /// The event's `cat`, if any.
        public var category: String?
        /// The event's `ts`, microseconds (nil for metadata, `M`).
        public var timestamp: Double?
        /// The event's `dur`, microseconds (only for `X`).
        public var duration: Double?
        /// The event's `pid`.
        public var processID: Int
        /// The event's `tid`.
        public var threadID: Int
        /// The event's `args` (empty when it has none).
        public var arguments: [String: Value]
    }

    /// A slice: a `B`/`E` pair or an `X`, with the arguments of both ends.
    public struct Slice: Equatable, Sendable {
        /// The slice's name (the `B` event's, for a pair).
        public var name: String
        /// The slice's category, if any.
        public var category: String?
        /// The thread the slice is on.
        public var threadID: Int
        /// The start, microseconds.
        public var start: Double
        /// The end, microseconds: the `E` event's time, or an `X` event's start plus
        /// its duration.
        public var end: Double
        /// How many slices on its thread enclose it (0 at the top).
        public var depth: Int
        /// The index in `slices` of the slice enclosing it, if any.
        public var parent: Int?
        /// The arguments of the slice's events; for a pair, the `E` event's replace the `B`
        /// event's under the same key.
        public var arguments: [String: Value]

        /// `end − start`, microseconds.
        public var duration: Double { end - start }
    }

    /// Every event, in file order.
    public private(set) var events: [Event] = []
    /// Every slice, ordered by the position of its first event in the file.
    public private(set) var slices: [Slice] = []
    /// Thread names from `thread_name` metadata.
    public private(set) var threadNames: [Int: String] = [:]
    /// `otherData`, when it holds strings.
    public private(set) var otherData: [String: String] = [:]

    /// Reads and checks `data`; throws `ChromeTraceFormatError` saying what is wrong
    /// and at which event.
    public init(data: Data) throws(ChromeTraceFormatError) {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw ChromeTraceFormatError("not JSON: \(error.localizedDescription)")
        }
        guard let top = object as? [String: Any], let list = top["traceEvents"] as? [Any] else {
            throw ChromeTraceFormatError("the top level is not an object with a \"traceEvents\" array")
        }
        if let other = top["otherData"] as? [String: Any] {
            for (key, value) in other { if let text = value as? String { otherData[key] = text } }
        }
        var open: [Int: [Int]] = [:]
        var lastTimestamp = -Double.infinity
        for (index, item) in list.enumerated() {
            let event = try Self.event(item, index: index)
            events.append(event)
            if let timestamp = event.timestamp {
                guard timestamp >= lastTimestamp else {
                    throw ChromeTraceFormatError("traceEvents[\(index)]: ts \(timestamp) is before the previous event's \(lastTimestamp)")
                }
                lastTimestamp = timestamp
            }
            var stack = open[event.threadID] ?? []
            switch event.phase {
            case "M":
                if event.name == "thread_name", let name = event.arguments["name"]?.string { threadNames[event.threadID] = name }
            case "B":
                slices.append(Slice(name: event.name ?? "", category: event.category, threadID: event.threadID,
                                    start: event.timestamp!, end: .nan, depth: stack.count, parent: stack.last,
                                    arguments: event.arguments))
                stack.append(slices.count - 1)
            case "E":
                guard let top = stack.popLast() else {
                    throw ChromeTraceFormatError("traceEvents[\(index)]: \"E\" on tid \(event.threadID) with no slice open")
                }
                slices[top].end = event.timestamp!
                slices[top].arguments.merge(event.arguments) { _, new in new }
            case "X":
                slices.append(Slice(name: event.name ?? "", category: event.category, threadID: event.threadID,
                                    start: event.timestamp!, end: event.timestamp! + (event.duration ?? 0),
                                    depth: stack.count, parent: stack.last, arguments: event.arguments))
            default:
                break
            }
            open[event.threadID] = stack
        }
        for (thread, stack) in open where !stack.isEmpty {
            throw ChromeTraceFormatError("\(stack.count) slice(s) on tid \(thread) never end (\"\(slices[stack[0]].name)\" first)")
        }
        for slice in slices {
            guard let parent = slice.parent else { continue }
            let outer = slices[parent]
            guard slice.start >= outer.start, slice.end <= outer.end else {
                throw ChromeTraceFormatError("slice \"\(slice.name)\" [\(slice.start), \(slice.end)] is not inside \"\(outer.name)\" [\(outer.start), \(outer.end)]")
            }
        }
    }

    /// Reads and checks the file at `path`.
    public init(contentsOfFile path: String) throws {
        try self.init(data: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// The slices named `name`, in order.
    public func slices(named name: String) -> [Slice] { slices.filter { $0.name == name } }

    /// The slices directly inside `slice` (its children), in order.
    public func children(of slice: Slice) -> [Slice] {
        guard let index = slices.firstIndex(of: slice) else { return [] }
        return slices.filter { $0.parent == index }
    }

    /// The samples of counter `name`: time (µs) and value, in order.
    public func counter(_ name: String) -> [(timestamp: Double, value: Double)] {
        events.compactMap { event in
            guard event.phase == "C", event.name == name, let time = event.timestamp,
                  let value = event.arguments["value"]?.number else { return nil }
            return (time, value)
        }
    }

    /// The instants (`i`) in category `category`, in order.
    public func instants(category: String) -> [Event] {
        events.filter { $0.phase == "i" && $0.category == category }
    }

    private static let phases: Set<String> = ["B", "E", "X", "i", "I", "C", "M", "b", "e", "n", "s", "t", "f"]

    private static func event(_ item: Any, index: Int) throws(ChromeTraceFormatError) -> Event {
        func fail(_ message: String) -> ChromeTraceFormatError { ChromeTraceFormatError("traceEvents[\(index)]: \(message)") }
        guard let fields = item as? [String: Any] else { throw fail("not an object") }
        guard let phase = fields["ph"] as? String, phases.contains(phase) else { throw fail("missing or unknown \"ph\"") }
        guard let pid = integer(fields["pid"]) else { throw fail("missing integer \"pid\"") }
        guard let tid = integer(fields["tid"]) else { throw fail("missing integer \"tid\"") }
        let name = fields["name"] as? String
        if phase != "E" && name == nil { throw fail("\"\(phase)\" without a \"name\"") }
        var timestamp: Double?
        if phase != "M" {
            guard let value = number(fields["ts"]), value.isFinite else { throw fail("missing finite \"ts\"") }
            timestamp = value
        }
        var duration: Double?
        if phase == "X" {
            guard let value = number(fields["dur"]), value.isFinite, value >= 0 else { throw fail("\"X\" without a non-negative \"dur\"") }
            duration = value
        }
        var arguments: [String: Value] = [:]
        if let raw = fields["args"] {
            guard let object = raw as? [String: Any] else { throw fail("\"args\" is not an object") }
            for (key, value) in object {
                guard let classified = classify(value) else {
                    throw fail("args[\"\(key)\"] is neither a number, a string, a Boolean nor null")
                }
                arguments[key] = classified
            }
        }
        if phase == "C" {
            guard !arguments.isEmpty, arguments.values.allSatisfy({ $0.number != nil }) else {
                throw fail("counter \"\(name ?? "")\" without numeric args")
            }
        }
        return Event(phase: phase, name: name, category: fields["cat"] as? String, timestamp: timestamp,
                     duration: duration, processID: pid, threadID: tid, arguments: arguments)
    }

    /// A JSON value as `JSONSerialization` gives it: Booleans arrive as Swift
    /// `Bool`s or as `NSNumber`s of type "c", other numbers as `NSNumber`s.
    private static func classify(_ value: Any) -> Value? {
        if value is NSNull { return .null }
        if let text = value as? String { return .string(text) }
        if type(of: value) == Bool.self, let flag = value as? Bool { return .bool(flag) }
        if let number = value as? NSNumber {
            if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
            return .number(number.doubleValue)
        }
        return nil
    }

    private static func number(_ value: Any?) -> Double? {
        guard let value else { return nil }
        return classify(value)?.number
    }

    private static func integer(_ value: Any?) -> Int? {
        guard let value = number(value), value == value.rounded() else { return nil }
        return Int(value)
    }
}
