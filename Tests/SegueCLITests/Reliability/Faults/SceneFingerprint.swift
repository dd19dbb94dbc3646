import Foundation
import Segue
@testable import segue
@testable import SegueStudio

/// What a window shows at rest, as text that two runs can compare: one line per
/// layer of the window's tree, in drawing order, naming the layer (its view's type,
/// a label's text, or the layer's name) with its presentation geometry, transform,
/// opacity and visibility rounded to 0.01 — plus the controller on top (as
/// `--report` names it). Two runs
/// that end in the same state give the same fingerprint; a view left behind, a
/// frame off by a point, a page left turned or hidden shows up as a differing line.
struct SceneFingerprint: Equatable, CustomStringConvertible {
    let lines: [String]

    @MainActor
    init(_ window: UIWindow) {
        var lines: [String] = []
        Self.walk(window.layer, depth: 0, into: &lines)
        if let top = TransitionReportRecorder.topViewController(in: window) { lines.append("top: \(type(of: top))") }
        self.lines = lines
    }

    var description: String { lines.joined(separator: "\n") }

    /// The lines where `other` differs, for a failure message.
    func differences(from other: SceneFingerprint) -> String {
        var text: [String] = []
        for index in 0..<max(lines.count, other.lines.count) {
            let mine = index < lines.count ? lines[index] : "(none)"
            let theirs = index < other.lines.count ? other.lines[index] : "(none)"
            if mine != theirs { text.append("#\(index): \(mine)\n    vs \(theirs)") }
            if text.count == 8 { break }
        }
        return text.isEmpty ? "identical" : text.joined(separator: "\n")
    }

    @MainActor
    private static func walk(_ layer: CALayer, depth: Int, into lines: inout [String]) {
        let shown = layer.presentationProperties
        var name = layer.name ?? "layer"
        if let view = layer.delegate as? UIView {
            name = "\(type(of: view))"
            if let label = view as? UILabel { name += " \"\(label.text ?? "")\"" }
        }
        let t = shown.transform
        let matrix = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                      t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
        let transform = CATransform3DIsIdentity(t) ? "identity" : matrix.map(format).joined(separator: " ")
        let s = shown.sublayerTransform
        let sublayer = CATransform3DIsIdentity(s) ? "" : " sublayerTransform m34 \(format(s.m34))"
        lines.append(String(repeating: "  ", count: depth)
            + "\(name) bounds \(format(shown.bounds.width))×\(format(shown.bounds.height))"
            + " at \(format(shown.position.x)),\(format(shown.position.y)) transform \(transform)\(sublayer)"
            + " opacity \(format(CGFloat(shown.opacity)))\(shown.isHidden ? " hidden" : "")")
        for sublayer in layer.sublayers ?? [] { walk(sublayer, depth: depth + 1, into: &lines) }
    }

    private static func format(_ value: CGFloat) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (value * 100).rounded() / 100
        return rounded == 0 ? "0" : String(format: "%.2f", Double(rounded))
    }
}
