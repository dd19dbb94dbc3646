import Foundation
import Segue

/// Reads a scene file into a `RenderScene`, checking every key and value. Each
/// mistake is a `JSONPathError` naming its JSON path (`layers[2].transform`,
/// `layers[0].sublayers[1].bounds`) and what was expected.
///
/// The format: the top level has `size` [w, h] (required), `backgroundColor` and
/// `layers`; each layer takes CALayer's property names (see `layerKeys`).
package enum SceneParser {
    /// The keys a layer object may have.
    package static let layerKeys = [
        "type", "name", "bounds", "position", "anchorPoint", "zPosition", "transform", "sublayerTransform",
        "opacity", "hidden", "backgroundColor", "masksToBounds", "cornerRadius", "borderWidth", "borderColor",
        "isDoubleSided", "contents", "contentsGravity", "sublayers",
    ]
    /// The keys of the top-level object.
    package static let sceneKeys = ["size", "backgroundColor", "layers"]
    /// The keys of a transform object.
    package static let transformKeys = ["rotate", "m34", "translate", "scale"]
    /// The largest picture side in points (and, with `--scale`, in pixels).
    package static let maximumSide = 16_384.0
    /// The largest magnitude of any number in a scene: a coordinate, a length, an
    /// angle in degrees, a transform's number. Past it the renderer's
    /// single-precision geometry (and a rotation's sine and cosine) no longer draws
    /// what the number says — bounds of 1e20 or an angle of 1e308 made a wrong
    /// picture without a word — so it is an error naming the JSON path.
    package static let maximumMagnitude = 1e6
    /// The smallest an axis's largest component may be: a subnormal axis (1e-320)
    /// cannot be normalised.
    package static let minimumAxisComponent = 1e-9
    /// Names people reach for that CALayer spells differently here.
    package static let aliases = ["isHidden": "hidden", "doubleSided": "isDoubleSided", "sublayer": "sublayers", "layer": "layers"]

    /// Parses a scene file's bytes.
    package static func parse(_ bytes: [UInt8]) throws(JSONPathError) -> RenderScene {
        let document: JSONValue
        do {
            document = try JSONReader.parse(bytes)
        } catch {
            throw JSONPathError("", error.description)
        }
        guard case .object(let members) = document else {
            throw JSONPathError("", "the scene must be a JSON object with size, backgroundColor and layers; got \(document.summary)")
        }
        let fields = try checkedKeys(members, allowed: sceneKeys, path: "", what: "the scene")
        guard let sizeValue = fields["size"] else {
            throw JSONPathError("size", "missing; the scene needs its size in points, [width, height]")
        }
        let size = try pair(sizeValue, path: "size", expected: "[width, height] with each side in (0, 16384] points") { $0 > 0 && $0 <= maximumSide }
        var scene = RenderScene(size: CGSize(width: size.0, height: size.1), backgroundColor: nil, layers: [])
        if let value = fields["backgroundColor"] { scene.backgroundColor = try color(value, path: "backgroundColor") }
        if let value = fields["layers"] { scene.layers = try layerList(value, path: "layers") }
        return scene
    }

    // MARK: Layers

    private static func layerList(_ value: JSONValue, path: String) throws(JSONPathError) -> [SceneLayer] {
        guard case .array(let items) = value else { throw JSONPathError(path, "expected an array of layer objects; got \(value.summary)") }
        var layers: [SceneLayer] = []
        for (index, item) in items.enumerated() {
            layers.append(try layer(item, path: "\(path)[\(index)]"))
        }
        return layers
    }

    private static func layer(_ value: JSONValue, path: String) throws(JSONPathError) -> SceneLayer {
        guard case .object(let members) = value else { throw JSONPathError(path, "expected a layer object; got \(value.summary)") }
        let fields = try checkedKeys(members, allowed: layerKeys, path: path, what: "a layer")
        var layer = SceneLayer()
        layer.path = path
        func at(_ key: String) -> String { "\(path).\(key)" }
        for (key, value) in members {
            switch key {
            case "type":
                let name = try string(value, path: at(key))
                guard let kind = SceneLayer.Kind(rawValue: name) else {
                    throw JSONPathError(at(key), "expected \"layer\" or \"transformLayer\"; got \(value.summary)")
                }
                layer.kind = kind
            case "name":
                layer.name = try string(value, path: at(key))
            case "bounds":
                let size = try pair(value, path: at(key), expected: "[width, height] with finite sizes >= 0") { $0 >= 0 }
                layer.bounds = CGSize(width: size.0, height: size.1)
            case "position":
                let point = try pair(value, path: at(key), expected: "[x, y] with finite numbers") { _ in true }
                layer.position = CGPoint(x: point.0, y: point.1)
            case "anchorPoint":
                let point = try pair(value, path: at(key), expected: "[x, y] with finite numbers (unit coordinates of the bounds)") { _ in true }
                layer.anchorPoint = CGPoint(x: point.0, y: point.1)
            case "zPosition":
                layer.zPosition = try number(value, path: at(key), expected: "a finite number") { _ in true }
            case "transform":
                layer.transform = try transform(value, path: at(key))
            case "sublayerTransform":
                layer.sublayerTransform = try transform(value, path: at(key))
            case "opacity":
                layer.opacity = try number(value, path: at(key), expected: "a number from 0 to 1") { (0...1).contains($0) }
            case "hidden":
                layer.isHidden = try bool(value, path: at(key))
            case "backgroundColor":
                layer.backgroundColor = try color(value, path: at(key))
            case "masksToBounds":
                layer.masksToBounds = try bool(value, path: at(key))
            case "cornerRadius":
                layer.cornerRadius = try number(value, path: at(key), expected: "a finite number >= 0") { $0 >= 0 }
            case "borderWidth":
                layer.borderWidth = try number(value, path: at(key), expected: "a finite number >= 0") { $0 >= 0 }
            case "borderColor":
                layer.borderColor = try color(value, path: at(key))
            case "isDoubleSided":
                layer.isDoubleSided = try bool(value, path: at(key))
            case "contents":
                let file = try string(value, path: at(key))
                guard !file.isEmpty else { throw JSONPathError(at(key), "expected the path of a PNG file; got an empty string") }
                layer.contents = file
            case "contentsGravity":
                let name = try string(value, path: at(key))
                guard SceneParser.gravityNames.contains(name) else {
                    throw JSONPathError(at(key), "expected one of \(gravityNames.joined(separator: ", ")); got \(value.summary)")
                }
                layer.contentsGravity = CALayerContentsGravity(rawValue: name)
            default:
                break  // "sublayers", below, after the layer's own values
            }
        }
        if let sublayers = fields["sublayers"] { layer.sublayers = try layerList(sublayers, path: at("sublayers")) }
        return layer
    }

    /// CALayerContentsGravity's names.
    package static let gravityNames = [
        "resize", "resizeAspect", "resizeAspectFill", "center", "top", "bottom", "left", "right",
        "topLeft", "topRight", "bottomLeft", "bottomRight",
    ]

    // MARK: Transforms

    private static func transform(_ value: JSONValue, path: String) throws(JSONPathError) -> SceneTransform {
        let expected = "16 numbers (m11 to m44, row by row) or an object with rotate, m34, translate and scale"
        switch value {
        case .array(let items):
            guard items.count == 16 else { throw JSONPathError(path, "expected \(expected); got \(value.summary)") }
            var m: [CGFloat] = []
            for (index, item) in items.enumerated() {
                guard case .number(let number) = item else {
                    throw JSONPathError("\(path)[\(index)]", "expected a number; got \(item.summary)")
                }
                try checkMagnitude(number, path: "\(path)[\(index)]")
                m.append(CGFloat(number))
            }
            return .matrix(CATransform3D(m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
                                         m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15]))
        case .object(let members):
            let fields = try checkedKeys(members, allowed: transformKeys, path: path, what: "a transform")
            var rotate: (degrees: Double, x: Double, y: Double, z: Double)?
            var m34: Double?
            var translate: (x: Double, y: Double, z: Double)?
            var scale: (x: Double, y: Double, z: Double)?
            if let value = fields["rotate"] {
                let r = try numbers(value, count: 4, path: "\(path).rotate", expected: "[angleDegrees, x, y, z]")
                guard r[1] != 0 || r[2] != 0 || r[3] != 0 else {
                    throw JSONPathError("\(path).rotate", "the axis [x, y, z] must not be [0, 0, 0]")
                }
                let largest = r[1...3].map(abs).max() ?? 0
                guard largest >= minimumAxisComponent else {
                    throw JSONPathError("\(path).rotate", "the axis [x, y, z] is too short to have a direction: its largest component must be at least 1e-9 in size; got \(JSONValue.format(largest))")
                }
                rotate = (r[0], r[1], r[2], r[3])
            }
            if let value = fields["m34"] {
                m34 = try number(value, path: "\(path).m34", expected: "a finite number, such as -0.002") { _ in true }
            }
            if let value = fields["translate"] {
                let t = try numbers(value, count: 3, path: "\(path).translate", expected: "[x, y, z]")
                translate = (t[0], t[1], t[2])
            }
            if let value = fields["scale"] {
                let s = try numbers(value, count: 3, path: "\(path).scale", expected: "[x, y, z]")
                scale = (s[0], s[1], s[2])
            }
            return .components(rotate: rotate, m34: m34, translate: translate, scale: scale)
        default:
            throw JSONPathError(path, "expected \(expected); got \(value.summary)")
        }
    }

    // MARK: Values

    /// The members as a dictionary, after rejecting unknown and repeated keys.
    private static func checkedKeys(_ members: [(key: String, value: JSONValue)], allowed: [String], path: String, what: String) throws(JSONPathError) -> [String: JSONValue] {
        var fields: [String: JSONValue] = [:]
        for (key, value) in members {
            let keyPath = path.isEmpty ? key : "\(path).\(key)"
            guard allowed.contains(key) else {
                var hint = ""
                if let alias = aliases[key], allowed.contains(alias) {
                    hint = " (did you mean \"\(alias)\"?)"
                } else if let match = allowed.first(where: { $0.lowercased() == key.lowercased() }) {
                    hint = " (did you mean \"\(match)\"?)"
                }
                throw JSONPathError(keyPath, "unknown key\(hint); \(what) has \(allowed.joined(separator: ", "))")
            }
            guard fields[key] == nil else { throw JSONPathError(keyPath, "appears twice") }
            fields[key] = value
        }
        return fields
    }

    /// A number past `maximumMagnitude` is refused with the path it is at.
    private static func checkMagnitude(_ number: Double, path: String) throws(JSONPathError) {
        guard abs(number) <= maximumMagnitude else {
            throw JSONPathError(path, "the number \(JSONValue.format(number)) is out of range: Segue draws numbers up to 1e6 in size")
        }
    }

    private static func number(_ value: JSONValue, path: String, expected: String, _ accepts: (Double) -> Bool) throws(JSONPathError) -> Double {
        guard case .number(let number) = value, accepts(number) else { throw JSONPathError(path, "expected \(expected); got \(value.summary)") }
        try checkMagnitude(number, path: path)
        return number
    }

    private static func numbers(_ value: JSONValue, count: Int, path: String, expected: String) throws(JSONPathError) -> [Double] {
        guard case .array(let items) = value, items.count == count else {
            throw JSONPathError(path, "expected \(expected), \(count) numbers; got \(value.summary)")
        }
        var result: [Double] = []
        for (index, item) in items.enumerated() {
            guard case .number(let number) = item else { throw JSONPathError("\(path)[\(index)]", "expected a number; got \(item.summary)") }
            try checkMagnitude(number, path: "\(path)[\(index)]")
            result.append(number)
        }
        return result
    }

    private static func pair(_ value: JSONValue, path: String, expected: String, _ accepts: (Double) -> Bool) throws(JSONPathError) -> (Double, Double) {
        guard case .array(let items) = value, items.count == 2,
              case .number(let first) = items[0], case .number(let second) = items[1],
              accepts(first), accepts(second) else {
            throw JSONPathError(path, "expected \(expected); got \(value.summary)")
        }
        try checkMagnitude(first, path: "\(path)[0]")
        try checkMagnitude(second, path: "\(path)[1]")
        return (first, second)
    }

    private static func bool(_ value: JSONValue, path: String) throws(JSONPathError) -> Bool {
        guard case .bool(let flag) = value else { throw JSONPathError(path, "expected true or false; got \(value.summary)") }
        return flag
    }

    private static func string(_ value: JSONValue, path: String) throws(JSONPathError) -> String {
        guard case .string(let text) = value else { throw JSONPathError(path, "expected a string; got \(value.summary)") }
        return text
    }

    /// "#rrggbb" or "#rrggbbaa", hex digits in either case.
    private static func color(_ value: JSONValue, path: String) throws(JSONPathError) -> RGBAColor {
        let expected = "a colour \"#rrggbb\" or \"#rrggbbaa\""
        guard case .string(let text) = value, text.first == "#", text.count == 7 || text.count == 9,
              let packed = UInt32(text.dropFirst(), radix: 16), text.dropFirst().allSatisfy(\.isHexDigit) else {
            throw JSONPathError(path, "expected \(expected); got \(value.summary)")
        }
        let rgba = text.count == 7 ? packed << 8 | 0xFF : packed
        func component(_ shift: UInt32) -> Double { Double(rgba >> shift & 0xFF) / 255 }
        return RGBAColor(red: component(24), green: component(16), blue: component(8), alpha: component(0))
    }
}
