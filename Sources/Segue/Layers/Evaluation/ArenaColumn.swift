/// One column of an `AnimationArena`: a growable, contiguous buffer of plain values
/// (no references), indexed without bounds, uniqueness or exclusivity checks (as
/// Swift arrays those checks and retains were about a third of a tick's instructions).
///
/// Every unsafe pointer the arena uses comes from here: the column owns its buffer
/// (noncopyable, so two columns never share one), callers keep indices below
/// `count` (debug builds check) and use an element's `address(at:)` only until the
/// column next grows, and elements must be plain data (checked when the column is
/// made), so nothing is retained, released or deinitialised. Capacity is kept when
/// cleared, so a layout rebuilt to the same size allocates nothing.
package struct ArenaColumn<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private(set) var capacity: Int
    package private(set) var count = 0

    init() {
        precondition(_isPOD(Element.self), "ArenaColumn holds plain values only, not \(Element.self)")
        capacity = 16
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deallocate()
    }

    var indices: Range<Int> { 0..<count }

    /// The element at `index`, read or written in place, never copied out whole
    /// (`index < count`).
    @inline(__always)
    package subscript(index: Int) -> Element {
        unsafeAddress {
            assert(index >= 0 && index < count, "ArenaColumn index \(index) outside 0..<\(count)")
            return UnsafePointer(base + index)
        }
        unsafeMutableAddress {
            assert(index >= 0 && index < count, "ArenaColumn index \(index) outside 0..<\(count)")
            return base + index
        }
    }

    mutating func append(_ element: Element) {
        if count == capacity { grow(to: capacity * 2) }
        (base + count).initialize(to: element)
        count += 1
    }

    /// The address of the element at `index` (`index < count`), valid until the
    /// column grows: for a caller that reads or writes raw memory in place (the
    /// end, `count`, is allowed: an empty run of elements there).
    @inline(__always)
    package func address(at index: Int) -> UnsafeMutablePointer<Element> {
        assert(index >= 0 && index <= count, "ArenaColumn index \(index) outside 0..<\(count)")
        return base + index
    }

    /// Appends `count` elements whose bytes are all zero.
    mutating func append(zeroes newCount: Int) {
        if count + newCount > capacity { grow(to: max(count + newCount, capacity * 2)) }
        UnsafeMutableRawPointer(base + count).initializeMemory(as: UInt8.self, repeating: 0,
                                                               count: newCount * MemoryLayout<Element>.stride)
        count += newCount
    }

    mutating func removeAll() {
        count = 0
    }

    /// Makes the column hold `count` copies of `value`.
    mutating func reset(to value: Element, count newCount: Int) {
        if newCount > capacity { grow(to: max(newCount, capacity * 2)) }
        base.initialize(repeating: value, count: newCount)
        count = newCount
    }

    private mutating func grow(to newCapacity: Int) {
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
