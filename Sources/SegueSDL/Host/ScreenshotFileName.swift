import Foundation

/// Names for the screenshots F12 saves: `segue-screenshot-001.png`,
/// `segue-screenshot-002.png`, … — numbered rather than timestamped, so a run
/// gives the same names every time and they sort in the order taken.
enum ScreenshotFileName {
    static let prefix = "segue-screenshot-"

    /// The name for screenshot `number`, zero-padded to three digits.
    static func name(number: Int) -> String {
        let digits = String(number)
        return prefix + String(repeating: "0", count: max(0, 3 - digits.count)) + digits + ".png"
    }

    /// The first name in `directory` not taken by an existing file, counting up
    /// from `start`.
    static func nextFreePath(in directory: String, from start: Int = 1) -> (path: String, number: Int) {
        var number = max(1, start)
        while true {
            let path = (directory as NSString).appendingPathComponent(name(number: number))
            if !FileManager.default.fileExists(atPath: path) { return (path, number) }
            number += 1
        }
    }
}
