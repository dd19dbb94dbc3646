import ArgumentParser
import Foundation

/// Why `segue watch` stopped: a package it cannot watch (exit 64) or a tool it
/// could not run (exit 1).
enum WatchFailure: Error, CustomStringConvertible {
    /// DIR is not a package with an executable product, or names none of several.
    case usage(String)
    /// `swift` could not build or describe the package.
    case build(String)
    /// The program could not be started.
    case launch(String)

    var description: String {
        switch self {
        case .usage(let text), .build(let text), .launch(let text): text
        }
    }
}
