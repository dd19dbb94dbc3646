import Foundation

/// UIKit's index-path additions for collection and table views
/// (`NSIndexPath+UIKitAdditions`), which Foundation on Linux lacks: an index path
/// of two indexes, the section first.
extension IndexPath {
    /// An index path for an item in a section (`[section, item]`).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// An index path for a row in a section (`[section, row]`), as table views name it.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item in its section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The row in its section: the second index (a table view's name for `item`).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
