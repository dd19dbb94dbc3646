import Foundation
import Testing
@testable import Segue

@Suite struct ArenaColumnTests {
    @Test func appendsPastItsCapacityAndKeepsEveryElement() {
        var column = ArenaColumn<Int>()
        let start = column.capacity
        for value in 0..<(start * 5 + 3) { column.append(value * 3) }
        #expect(column.count == start * 5 + 3)
        #expect(column.capacity >= column.count)
        #expect(column.indices.allSatisfy { column[$0] == $0 * 3 })
    }

    @Test func elementsChangeInPlace() {
        struct Pair: Equatable { var a: Double; var b: Bool }
        var column = ArenaColumn<Pair>()
        column.append(Pair(a: 1, b: false))
        column.append(Pair(a: 2, b: false))
        column[1].b = true
        column[0].a += 0.5
        #expect(column[0] == Pair(a: 1.5, b: false) && column[1] == Pair(a: 2, b: true))
    }

    @Test func clearingKeepsTheCapacityAndResetFillsWithOneValue() {
        var column = ArenaColumn<Double>()
        for value in 0..<100 { column.append(Double(value)) }
        let capacity = column.capacity
        column.removeAll()
        #expect(column.count == 0 && column.capacity == capacity)
        column.reset(to: .nan, count: 40)
        #expect(column.count == 40 && column.capacity == capacity)
        #expect(column.indices.allSatisfy { column[$0].isNaN })
        column.reset(to: 7, count: capacity * 3)
        #expect(column.count == capacity * 3 && column.indices.allSatisfy { column[$0] == 7 })
    }

    @Test func refusesValuesWithReferences() async {
        await #expect(processExitsWith: .failure) {
            _ = ArenaColumn<[Int]>()
        }
    }
}
