import CSDL2

/// A mouse button, as SDL numbers them (`SDL_BUTTON_LEFT` …). The gesture layer
/// turns the primary button into a touch, as the iOS Simulator does.
public enum HostPointerButton: Hashable, Sendable {
    case left
    case middle
    case right
    /// Any other button: SDL's number (4 and 5 are the side buttons).
    case other(Int)

    /// The button SDL numbers `index`.
    public init(sdlIndex index: Int) {
        switch index {
        case Int(SDL_BUTTON_LEFT): self = .left
        case Int(SDL_BUTTON_MIDDLE): self = .middle
        case Int(SDL_BUTTON_RIGHT): self = .right
        default: self = .other(index)
        }
    }

    /// SDL's number for the button.
    public var sdlIndex: Int {
        switch self {
        case .left: Int(SDL_BUTTON_LEFT)
        case .middle: Int(SDL_BUTTON_MIDDLE)
        case .right: Int(SDL_BUTTON_RIGHT)
        case .other(let index): index
        }
    }
}

/// The set of mouse buttons held during a move (SDL's button state mask: bit
/// `n − 1` for button `n`).
public struct HostPointerButtons: OptionSet, Hashable, Sendable {
    /// SDL's button state mask.
    public let rawValue: UInt32
    /// The set with SDL's mask `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The left (primary) button.
    public static let left = HostPointerButtons(rawValue: 1 << (SDL_BUTTON_LEFT - 1))
    /// The middle button (wheel click).
    public static let middle = HostPointerButtons(rawValue: 1 << (SDL_BUTTON_MIDDLE - 1))
    /// The right (secondary) button.
    public static let right = HostPointerButtons(rawValue: 1 << (SDL_BUTTON_RIGHT - 1))

    /// Whether `button` is in the set.
    public func contains(_ button: HostPointerButton) -> Bool {
        let index = button.sdlIndex
        guard (1...32).contains(index) else { return false }
        return rawValue & (1 << UInt32(index - 1)) != 0
    }
}
