/// A growable stack of plain values for the compositor walk's hot paths (Segue
/// internal): the clip planes of the current path and the half-planes of the layer
/// being drawn, pushed and popped several times per layer.
///
/// An `Array` held by the walk checks that its buffer is uniquely referenced on
/// every append (a runtime call each time: about a tenth of the build's
/// instructions went to the planes' appends). This stack owns its storage outright,
/// so an append is a capacity test and a store. It is a class, used in place by
/// one owner on one thread; the storage is freed with it. Elements are
/// `BitwiseCopyable`: nothing is retained, released or deinitialised.
///
/// The arena's `ArenaColumn` (Segue) is the same storage as a noncopyable struct.
/// Made package API, inlinable, and held by the tessellator in place of this class,
/// it made the 2,000-card build slower (engine / raw 1.45× against 1.33×, three
/// side-by-side pairs, 2026-11-22; pixels identical). Probably the walk reaches a
/// struct stored in its own properties through `self` at every access, where it
/// keeps a reference to this class at hand across a loop. So the compositor keeps
/// its own.
final class TrivialStack<Element: BitwiseCopyable> {
    @exclusivity(unchecked) private var storage: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private var capacity: Int
    /// The number of elements.
    @exclusivity(unchecked) private(set) var count = 0

    init(capacity: Int = 32) {
        self.capacity = max(capacity, 1)
        storage = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
    }

    /// A stack holding `elements`, bottom first.
    convenience init(_ elements: [Element]) {
        self.init(capacity: elements.count)
        elements.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    deinit {
        storage.deallocate()
    }

    /// The element at `index` (`0..<count`, checked).
    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "TrivialStack index out of range")
            return storage[index]
        }
        set {
            precondition(index >= 0 && index < count, "TrivialStack index out of range")
            storage[index] = newValue
        }
    }

    /// The element at `index`, which the caller knows is in `0..<count` (a loop
    /// over a range of this stack that nothing shrinks meanwhile): checked in debug
    /// builds only. (The walk's loops read planes and vertices by index millions of
    /// times a second; the release check was about 2 % of the build's instructions.)
    @inline(__always)
    subscript(unchecked index: Int) -> Element {
        get {
            assert(index >= 0 && index < count, "TrivialStack index out of range")
            return storage[index]
        }
        set {
            assert(index >= 0 && index < count, "TrivialStack index out of range")
            storage[index] = newValue
        }
    }

    /// Pushes `element`.
    @inline(__always)
    func append(_ element: Element) {
        if count == capacity { grow(to: 2 * capacity) }
        (storage + count).initialize(to: element)
        count += 1
    }

    /// Pushes `elements`, in order, in one copy.
    @inline(__always)
    func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress else { return }
        if count + elements.count > capacity { grow(to: max(2 * capacity, count + elements.count)) }
        (storage + count).initialize(from: source, count: elements.count)
        count += elements.count
    }

    /// Trades elements and storage with `other`, copying nothing.
    @inline(__always)
    func swapContents(with other: TrivialStack<Element>) {
        swap(&storage, &other.storage)
        swap(&capacity, &other.capacity)
        swap(&count, &other.count)
    }

    /// Pops the last `k` elements (0…`count`).
    @inline(__always)
    func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count, "TrivialStack cannot remove \(k) of \(count) elements")
        count -= k
    }

    /// Pops everything, keeping the storage.
    func removeAll() {
        count = 0
    }

    /// Whether the stack is empty.
    var isEmpty: Bool { count == 0 }

    /// The elements, bottom first, in place: valid until the next append (which
    /// may move the storage), so use it at once.
    var elements: UnsafeBufferPointer<Element> {
        UnsafeBufferPointer(start: storage, count: count)
    }

    /// Makes room for at least `minimumCapacity` elements.
    func reserveCapacity(_ minimumCapacity: Int) {
        if minimumCapacity > capacity { grow(to: minimumCapacity) }
    }

    private func grow(to newCapacity: Int) {
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        grown.initialize(from: storage, count: count)
        storage.deallocate()
        storage = grown
        capacity = newCapacity
    }
}
