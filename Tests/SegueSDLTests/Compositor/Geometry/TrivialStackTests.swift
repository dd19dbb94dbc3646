import Testing
@testable import SegueSDL

/// The walk's owned-storage stack: what it holds survives growth, pops and
/// reuse, and its elements read back in order.
@Suite struct TrivialStackTests {
    @Test func elementsSurviveGrowingPastTheInitialCapacity() {
        let stack = TrivialStack<Int>(capacity: 2)
        for value in 0..<100 { stack.append(value * 3) }
        #expect(stack.count == 100)
        #expect((0..<100).allSatisfy { stack[$0] == $0 * 3 })
        #expect(Array(stack.elements) == (0..<100).map { $0 * 3 })
    }

    @Test func uncheckedAccessReadsAndWritesTheSameElements() {
        let stack = TrivialStack<Int>(capacity: 1)
        for value in 0..<10 { stack.append(value) }
        stack[unchecked: 4] = 40
        #expect((0..<10).map { stack[unchecked: $0] } == [0, 1, 2, 3, 40, 5, 6, 7, 8, 9])
        #expect(stack[4] == 40)
    }

    @Test func removeLastPopsAndTheStorageIsReused() {
        let stack = TrivialStack<Double>(capacity: 4)
        for value in [1.0, 2, 3, 4, 5] { stack.append(value) }
        stack.removeLast(3)
        #expect(stack.count == 2 && stack[1] == 2)
        stack.append(9)
        #expect(Array(stack.elements) == [1, 2, 9])
        stack.removeLast(0)
        #expect(stack.count == 3)
        stack.removeAll()
        #expect(stack.isEmpty && stack.elements.isEmpty)
        stack.append(7)
        #expect(Array(stack.elements) == [7])
    }

    @Test func subscriptWritesInPlace() {
        let stack = TrivialStack<HalfPlane>()
        stack.append(HalfPlane(a: 1, b: 0, c: 0))
        stack[0].repeatsEarlierPlane = true
        stack.reserveCapacity(1_000)
        #expect(stack[0].repeatsEarlierPlane && stack[0].a == 1)
    }

    @Test func appendingABufferCopiesItInOrderGrowingAsNeeded() {
        let stack = TrivialStack([1, 2, 3])
        #expect(Array(stack.elements) == [1, 2, 3])
        let more = Array(10..<80)
        more.withUnsafeBufferPointer { stack.append(contentsOf: $0) }
        #expect(Array(stack.elements) == [1, 2, 3] + more)
        [Int]().withUnsafeBufferPointer { stack.append(contentsOf: $0) }
        #expect(stack.count == 73)
        #expect(TrivialStack<Int>([]).isEmpty)
    }
}
