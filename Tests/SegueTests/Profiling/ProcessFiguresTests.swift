import Foundation
@testable import Segue
import Testing

/// Reading the process's start time and resident memory from /proc.
@Suite struct ProcessFiguresTests {
    @Test func startTimeIsField22CountedAfterTheCommandName() {
        // The command name may hold spaces and parentheses.
        let fields = (3...52).map { $0 == 22 ? "987654" : String($0) }.joined(separator: " ")
        #expect(ProcessStartTime.startTicks(fromStat: "4242 (my (odd) name) \(fields)\n") == 987_654)
        #expect(ProcessStartTime.startTicks(fromStat: "4242 (short) S 1 2") == nil)
        #expect(ProcessStartTime.startTicks(fromStat: "garbage") == nil)
    }

    @Test func theStartIsKnownAndInThePast() throws {
        let start = try #require(ProcessStartTime.monotonicSeconds())
        #expect(start.isFinite)
        #expect(start <= SystemClock().now())
    }

    @Test func residentPagesAreStatmsSecondField() {
        func pages(_ text: String) -> Int? {
            Array(text.utf8).withUnsafeBufferPointer { ResidentMemory.residentPages(inStatm: $0) }
        }
        #expect(pages("123456 7890 321 12 0 4567 0\n") == 7890)
        #expect(pages("12 34") == 34)
        #expect(pages("12") == nil)
        #expect(pages("") == nil)
        #expect((ResidentMemory.currentBytes() ?? 0) > 1_000_000, "a Swift test process holds more than a megabyte")
    }
}
