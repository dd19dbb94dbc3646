import Foundation

/// The closure a `UIAction` runs, given the action (UIKit's `UIActionHandler`).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action with a title, an optional image and a closure (UIKit's `UIAction`,
/// iOS 14): what `UIControl.addAction(_:for:)` runs, and what
/// `UIButton(type:primaryAction:)` takes its title and image from.
///
/// While the handler runs, `sender` is the control that sent the action (nil
/// otherwise). Segue's `UIAction` is not a menu element (Segue has no menus), and
/// its initializer takes the title, image, identifier and handler only.
@MainActor
open class UIAction: NSObject {
    /// A name for an action, unique within a control (UIKit's `UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// An identifier from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from its name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title (a button made from the action shows it).
    open var title: String
    /// The action's image (a button made from the action shows it).
    open var image: UIImage?
    /// The action's identifier: the one given, or a unique one made up.
    public let identifier: Identifier
    /// The control sending the action, while its handler runs.
    public private(set) var sender: Any?

    private let handler: UIActionHandler

    /// An action. Without an identifier it gets a unique one (a UUID, as UIKit's).
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        super.init()
    }

    /// Runs the handler with `sender` set for its duration (restored afterwards, so a
    /// handler that sends the action again sees the right sender each time).
    func perform(sender newSender: Any?) {
        let previous = sender
        sender = newSender
        defer { sender = previous }
        handler(self)
    }
}
