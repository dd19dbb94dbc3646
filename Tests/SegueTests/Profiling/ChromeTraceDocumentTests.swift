import Foundation
@testable import Segue
import Testing
import SegueTestSupport

/// Reading a trace back refuses what the viewers would misdraw.
@Suite struct ChromeTraceDocumentTests {
    func read(_ events: String) throws -> ChromeTraceDocument {
        try ChromeTraceDocument(data: Data("{\"traceEvents\":[\(events)]}".utf8))
    }

    func failure(_ events: String) -> String? {
        do {
            _ = try read(events)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func nestedSlicesGetDepthsAndParents() throws {
        let document = try read("""
            {"ph":"B","name":"frame","ts":0,"pid":1,"tid":1},
            {"ph":"B","name":"ticks","ts":1,"pid":1,"tid":1},
            {"ph":"B","name":"anim","ts":1.5,"pid":1,"tid":9},
            {"ph":"E","ts":2,"pid":1,"tid":1},
            {"ph":"X","name":"draw","ts":2,"dur":1,"pid":1,"tid":1},
            {"ph":"E","ts":4,"pid":1,"tid":1,"args":{"frame":1}},
            {"ph":"E","ts":5,"pid":1,"tid":9}
            """)
        #expect(document.slices.map(\.name) == ["frame", "ticks", "anim", "draw"])
        #expect(document.slices.map(\.depth) == [0, 1, 0, 1])
        #expect(document.slices.map(\.parent) == [nil, 0, nil, 0])
        #expect(document.slices[0].arguments == ["frame": .number(1)])
        #expect(document.children(of: document.slices[0]).map(\.name) == ["ticks", "draw"])
    }

    @Test func refusesMalformedTraces() {
        #expect(failure("") == nil)
        #expect(failure("{\"ph\":\"X\",\"name\":\"a\",\"ts\":5,\"dur\":1,\"pid\":1,\"tid\":1},{\"ph\":\"i\",\"name\":\"b\",\"ts\":4,\"pid\":1,\"tid\":1}")?
            .contains("before the previous event") == true)
        #expect(failure("{\"ph\":\"E\",\"ts\":1,\"pid\":1,\"tid\":1}")?.contains("no slice open") == true)
        #expect(failure("{\"ph\":\"B\",\"name\":\"a\",\"ts\":1,\"pid\":1,\"tid\":1}")?.contains("never end") == true)
        #expect(failure("{\"ph\":\"B\",\"name\":\"a\",\"ts\":1,\"pid\":1,\"tid\":1},{\"ph\":\"X\",\"name\":\"b\",\"ts\":1,\"dur\":5,\"pid\":1,\"tid\":1},{\"ph\":\"E\",\"ts\":2,\"pid\":1,\"tid\":1}")?
            .contains("is not inside") == true)
        #expect(failure("{\"ph\":\"X\",\"name\":\"a\",\"ts\":1,\"pid\":1,\"tid\":1}")?.contains("dur") == true)
        #expect(failure("{\"ph\":\"i\",\"ts\":1,\"pid\":1,\"tid\":1}")?.contains("without a \"name\"") == true)
        #expect(failure("{\"ph\":\"i\",\"name\":\"a\",\"pid\":1,\"tid\":1}")?.contains("ts") == true)
        #expect(failure("{\"ph\":\"Q\",\"name\":\"a\",\"ts\":1,\"pid\":1,\"tid\":1}")?.contains("ph") == true)
        #expect(failure("{\"ph\":\"i\",\"name\":\"a\",\"ts\":1,\"tid\":1}")?.contains("pid") == true)
        #expect(failure("{\"ph\":\"C\",\"name\":\"a\",\"ts\":1,\"pid\":1,\"tid\":1,\"args\":{\"value\":\"x\"}}")?.contains("numeric") == true)
        #expect((try? ChromeTraceDocument(data: Data("[]".utf8))) == nil)
        #expect((try? ChromeTraceDocument(data: Data("{\"traceEvents\":[".utf8))) == nil, "half a file is not a trace")
    }
}
