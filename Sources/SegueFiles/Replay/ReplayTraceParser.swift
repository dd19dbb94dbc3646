import Foundation

/// Reads a `ReplayTrace` from JSON text, strictly: every field of the issue's
/// format is required (except an event's "alt", false when absent), of its type,
/// in its range; unknown and repeated keys are refused (they are typos). The
/// first problem is thrown with its JSON path. What names a scene or a key, and
/// the window sizes allowed, come from `ReplayTraceRules` (the demo's).
package enum ReplayTraceParser {
    /// The longest trace, in seconds (a day).
    package static let maximumDuration = 86_400.0

    package static func parse(_ bytes: [UInt8], rules: ReplayTraceRules) throws(JSONPathError) -> ReplayTrace {
        let document: JSONValue
        do {
            document = try JSONReader.parse(bytes)
        } catch {
            throw JSONPathError("", error.description)
        }
        let root = try members(of: document, at: "", allowed: ["scene", "size", "events", "until"], what: "the trace")
        let sceneValue = try required(root, "scene", at: "")
        guard case .string(let sceneName) = sceneValue else {
            throw JSONPathError("scene", "must be a string, got \(sceneValue.summary)")
        }
        guard rules.sceneNames.contains(sceneName) || sceneName == ReplayTrace.startScreenName else {
            let names = rules.sceneNames + [ReplayTrace.startScreenName]
            throw JSONPathError("scene", "unknown scene \"\(sceneName)\"; expected one of \(names.joined(separator: ", "))")
        }
        let (width, height) = try size(try required(root, "size", at: ""), sideRange: rules.sideRange)
        let eventsValue = try required(root, "events", at: "")
        guard case .array(let items) = eventsValue else {
            throw JSONPathError("events", "must be an array of events, got \(eventsValue.summary)")
        }
        var events: [ReplayTraceEvent] = []
        events.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            events.append(try event(item, at: "events[\(index)]", after: events.last?.time, rules: rules))
        }
        let untilValue = try required(root, "until", at: "")
        let last = events.last?.time ?? 0
        guard case .number(let until) = untilValue, until >= last, until <= maximumDuration else {
            let got = if case .number = untilValue { "" } else { ", got \(untilValue.summary)" }
            throw JSONPathError("until", "must be a number ≥ the last event's time (\(ReplayJSON.number(last))) and at most \(Int(maximumDuration)) seconds\(got)")
        }
        return ReplayTrace(sceneName: sceneName, width: width, height: height, events: events, until: until)
    }

    private static func members(of value: JSONValue, at path: String, allowed: Set<String>,
                                what: String) throws(JSONPathError) -> [String: JSONValue] {
        guard case .object(let pairs) = value else {
            throw JSONPathError(path, "\(what) must be a JSON object, got \(value.summary)")
        }
        var result: [String: JSONValue] = [:]
        for (key, member) in pairs {
            let memberPath = path.isEmpty ? key : "\(path).\(key)"
            guard allowed.contains(key) else {
                throw JSONPathError(memberPath, "unknown key; expected \(allowed.sorted().joined(separator: ", "))")
            }
            guard result[key] == nil else { throw JSONPathError(memberPath, "appears twice") }
            result[key] = member
        }
        return result
    }

    private static func required(_ members: [String: JSONValue], _ key: String, at path: String) throws(JSONPathError) -> JSONValue {
        guard let value = members[key] else {
            throw JSONPathError(path.isEmpty ? key : "\(path).\(key)", "missing")
        }
        return value
    }

    private static func size(_ value: JSONValue, sideRange: ClosedRange<Int>) throws(JSONPathError) -> (Int, Int) {
        let problem = JSONPathError("size", "must be [width, height] in whole points, each from \(sideRange.lowerBound) to \(sideRange.upperBound), got \(value.summary)")
        guard case .array(let items) = value, items.count == 2,
              case .number(let width) = items[0], case .number(let height) = items[1],
              width == width.rounded(), height == height.rounded(),
              Double(sideRange.lowerBound)...Double(sideRange.upperBound) ~= width,
              Double(sideRange.lowerBound)...Double(sideRange.upperBound) ~= height else { throw problem }
        return (Int(width), Int(height))
    }

    private static func event(_ value: JSONValue, at path: String, after previous: Double?,
                              rules: ReplayTraceRules) throws(JSONPathError) -> ReplayTraceEvent {
        let fields = try members(of: value, at: path, allowed: ["t", "type", "x", "y", "alt", "key", "dx", "dy", "width", "height"], what: "an event")
        let timeValue = try required(fields, "t", at: path)
        guard case .number(let time) = timeValue, time >= (previous ?? 0), time <= maximumDuration else {
            let got = if case .number = timeValue { "" } else { ", got \(timeValue.summary)" }
            let bound = previous == nil ? "≥ 0" : "≥ the previous event's time (\(ReplayJSON.number(previous!)))"
            throw JSONPathError("\(path).t", "must be a number \(bound)\(got)")
        }
        let typeValue = try required(fields, "type", at: path)
        guard case .string(let type) = typeValue, ReplayTraceEvent.typeNames.contains(type) else {
            throw JSONPathError("\(path).type", "must be one of \(ReplayTraceEvent.typeNames.map { "\"\($0)\"" }.joined(separator: ", ")), got \(typeValue.summary)")
        }
        func refuse(_ key: String) throws(JSONPathError) {
            if fields[key] != nil { throw JSONPathError("\(path).\(key)", "not used by a \"\(type)\" event") }
        }
        func coordinate(_ key: String, _ unit: String = "window points") throws(JSONPathError) -> CGFloat {
            let value = try required(fields, key, at: path)
            guard case .number(let number) = value else {
                throw JSONPathError("\(path).\(key)", "must be a number (\(unit)), got \(value.summary)")
            }
            return CGFloat(number)
        }
        if type != "resize" { for key in ["width", "height"] { try refuse(key) } }
        switch type {
        case "resize":
            for key in ["x", "y", "alt", "key", "dx", "dy"] { try refuse(key) }
            func side(_ key: String) throws(JSONPathError) -> Int {
                let value = try required(fields, key, at: path)
                guard case .number(let number) = value, number == number.rounded(),
                      Double(rules.sideRange.lowerBound)...Double(rules.sideRange.upperBound) ~= number else {
                    throw JSONPathError("\(path).\(key)", "must be a whole number of points from \(rules.sideRange.lowerBound) to \(rules.sideRange.upperBound), got \(value.summary)")
                }
                return Int(number)
            }
            return ReplayTraceEvent(time: time, kind: .resize(width: try side("width"), height: try side("height")))
        case "key":
            for key in ["x", "y", "alt", "dx", "dy"] { try refuse(key) }
            let keyValue = try required(fields, "key", at: path)
            guard case .string(let name) = keyValue, rules.isKeyName(name) else {
                throw JSONPathError("\(path).key", "must be a key's name, such as \"s\" or \"ctrl+left\", got \(keyValue.summary)")
            }
            return ReplayTraceEvent(time: time, kind: .key(name))
        case "cancel":
            for key in ["x", "y", "alt", "key", "dx", "dy"] { try refuse(key) }
            return ReplayTraceEvent(time: time, kind: .cancel)
        case "wheel":
            for key in ["alt", "key"] { try refuse(key) }
            let point = CGPoint(x: try coordinate("x"), y: try coordinate("y"))
            let dx = try coordinate("dx", "wheel steps"), dy = try coordinate("dy", "wheel steps")
            return ReplayTraceEvent(time: time, kind: .wheel(point, dx: dx, dy: dy))
        default:
            for key in ["key", "dx", "dy"] { try refuse(key) }
            let point = CGPoint(x: try coordinate("x"), y: try coordinate("y"))
            var alt = false
            if let altValue = fields["alt"] {
                guard case .bool(let flag) = altValue else {
                    throw JSONPathError("\(path).alt", "must be true or false, got \(altValue.summary)")
                }
                alt = flag
            }
            let kind: ReplayTraceEvent.Kind = switch type {
            case "down": .down(point, alt: alt)
            case "move": .move(point, alt: alt)
            default: .up(point, alt: alt)
            }
            return ReplayTraceEvent(time: time, kind: kind)
        }
    }
}
