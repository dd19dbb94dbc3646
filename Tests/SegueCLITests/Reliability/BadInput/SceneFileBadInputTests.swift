import Foundation
import Testing

/// `segue render scene.json -o out.png` given broken scene files: each exits 64
/// (1 when the file cannot be read) with one line naming the file, the JSON path
/// and the problem, and writes nothing.
@Suite("Bad input: scene files")
struct SceneFileBadInputTests {
    static let deep = String(repeating: "[", count: 100_000)

    static let cases: [BadInputCase] = [
        .scene("an empty file", "", "invalid JSON at line 1, column 1", "the text ends where a value was expected"),
        .scene("not JSON at all", "size: 10x10", "invalid JSON at line 1, column 1", "unexpected character"),
        .scene("truncated JSON", #"{"size": [100, 100], "layers": [{"bounds": [10"#, "invalid JSON", "expected ',' or ']'"),
        .scene("a trailing comma", #"{"size": [100, 100],}"#, "invalid JSON at line 1, column 21", "expected a key in double quotes"),
        .scene("a comment", "{\"size\": [100, 100] // the size\n}", "invalid JSON at line 1, column 21"),
        .scene("NaN written as a literal", #"{"size": [NaN, 100]}"#, "invalid JSON", "unexpected character 'N'"),
        .scene("a number out of range", #"{"size": [1e999, 100]}"#, "the number 1e999 is out of range"),
        .scene("a control character in a string", "{\"size\": [10, 10], \"layers\": [{\"name\": \"a\u{1}b\"}]}",
               "a control character inside a string"),
        .scene("a string with bytes that are not UTF-8",
               bytes: Array(#"{"size": [10, 10], "layers": [{"name": "a"#.utf8) + [0xFF, 0xFE] + Array(#""}]}"#.utf8),
               ["a string holds bytes that are not UTF-8"]),
        .scene("nesting 100000 deep", deep, "nesting deeper than 256 levels"),
        // Found by the fuzzer: text quoted from the file must not break the line.
        .scene("a key holding a line break", #"{"size": [10, 10], "layers": [{"hid\nden": true}]}"#,
               #"layers[0].hid\nden: unknown key"#),
        .scene("a value holding a terminal escape sequence", #"{"size": [10, 10], "layers": [{"type": "\u001b[31mred"}]}"#,
               #"got the string "\u{1B}[31mred""#),
        .scene("an unfinished key holding a line break", #"{"si\nze" [10, 10]}"#, #"expected ':' after the key "si\nze""#),
        .scene("a top-level array", "[1, 2]", "the scene must be a JSON object", "got 2 numbers"),
        .scene("no size", #"{"layers": []}"#, "size: missing"),
        .scene("a zero size", #"{"size": [0, 100]}"#, "size: expected [width, height] with each side in (0, 16384] points; got 2 numbers"),
        .scene("a negative size", #"{"size": [-5, 100]}"#, "size: expected [width, height]"),
        .scene("an absurd size", #"{"size": [100000, 100000]}"#, "size: expected [width, height] with each side in (0, 16384] points"),
        .scene("an unknown key, with a hint", #"{"size": [10, 10], "layers": [{"isHidden": true}]}"#, "layers[0].isHidden: unknown key (did you mean \"hidden\"?)"),
        .scene("a key twice", #"{"size": [10, 10], "size": [20, 20]}"#, "size: appears twice"),
        .scene("a value of the wrong type", #"{"size": [10, 10], "layers": [{"opacity": "high"}]}"#, "layers[0].opacity: expected a number from 0 to 1; got the string \"high\""),
        .scene("an opacity out of range", #"{"size": [10, 10], "layers": [{"opacity": 2}]}"#, "layers[0].opacity: expected a number from 0 to 1; got the number 2"),
        .scene("a transform of 15 numbers", #"{"size": [10, 10], "layers": [{"transform": [1,0,0,0, 0,1,0,0, 0,0,1,0, 0,0,0]}]}"#, "layers[0].transform: expected 16 numbers", "got 15 numbers"),
        .scene("a rotation about no axis", #"{"size": [10, 10], "layers": [{"transform": {"rotate": [30, 0, 0, 0]}}]}"#, "layers[0].transform.rotate: the axis [x, y, z] must not be [0, 0, 0]"),
        .scene("a bad colour", ##"{"size": [10, 10], "backgroundColor": "#ggg000"}"##, "backgroundColor: expected a colour \"#rrggbb\" or \"#rrggbbaa\""),
        .scene("an unknown layer type", #"{"size": [10, 10], "layers": [{"type": "shapeLayer"}]}"#, "layers[0].type: expected \"layer\" or \"transformLayer\""),
        .scene("a deep sublayer mistake", #"{"size": [10, 10], "layers": [{"sublayers": [{}, {"sublayers": [{"cornerRadius": -1}]}]}]}"#, "layers[0].sublayers[1].sublayers[0].cornerRadius: expected a finite number >= 0"),
        .scene("an unknown contents gravity", #"{"size": [10, 10], "layers": [{"contentsGravity": "fill"}]}"#, "layers[0].contentsGravity: expected one of resize"),
        // An argument problem (the message names --scale, not the file).
        BadInputCase("a scale making the picture too large", files: ["scene.json": Array(#"{"size": [10000, 10000]}"#.utf8)],
                     ["render", "{dir}/scene.json", "-o", "{dir}/out.png", "--scale", "8"], status: 64,
                     "--scale 8 makes the 10000×10000-point scene 80000×80000 pixels; each side from 1 to 16384 pixels and at most 36 megapixels"),
        BadInputCase("a missing scene file", ["render", "{dir}/nope.json", "-o", "{dir}/out.png"], status: 1,
                     "cannot read", "{dir}/nope.json", "no such file"),
        BadInputCase("a scene path that is a folder", folders: ["scene.json"], ["render", "{dir}/scene.json", "-o", "{dir}/out.png"],
                     status: 1, "{dir}/scene.json", "it is a directory"),
        // Were "permission denied" (and /dev/zero read until memory ran out).
        // Were warnings with exit 0 and a wrong picture.
        .scene("a rotation angle of 1e308", #"{"size": [10, 10], "layers": [{"transform": {"rotate": [1e308, 0, 0, 1]}}]}"#,
               "layers[0].transform.rotate[0]: the number 1e+308 is out of range"),
        .scene("a rotation axis of 1e-320", #"{"size": [10, 10], "layers": [{"transform": {"rotate": [30, 0, 0, 1e-320]}}]}"#,
               "layers[0].transform.rotate: the axis [x, y, z] is too short to have a direction"),
        .scene("bounds of 1e20", #"{"size": [10, 10], "layers": [{"bounds": [1e20, 10]}]}"#,
               "layers[0].bounds[0]: the number 1e+20 is out of range"),
        .scene("a position of -1e20", #"{"size": [10, 10], "layers": [{"position": [-1e20, 0]}]}"#, "layers[0].position[0]: the number -1e+20 is out of range"),
        .scene("a matrix number of 1e30", #"{"size": [10, 10], "layers": [{"transform": [1e30,0,0,0, 0,1,0,0, 0,0,1,0, 0,0,0,1]}]}"#,
               "layers[0].transform[0]: the number 1e+30 is out of range"),
        BadInputCase("/dev/zero as the scene", ["render", "/dev/zero", "-o", "{dir}/out.png"], status: 1,
                     "cannot read the scene \"/dev/zero\": it is not a regular file"),
        BadInputCase("/dev/null as the scene", ["render", "/dev/null", "-o", "{dir}/out.png"], status: 1,
                     "cannot read the scene \"/dev/null\": it is not a regular file"),
        // A contents path holding an ESC byte reached the terminal raw.
        BadInputCase("a contents path holding a terminal escape",
                     files: ["scene.json": Array(#"{"size": [10, 10], "layers": [{"contents": "a\u001b[31m.png"}]}"#.utf8)],
                     ["render", "{dir}/scene.json", "-o", "{dir}/out.png"], status: 1,
                     "cannot read layers[0].contents", #"/a\u{1B}[31m.png": no such file"#),
    ]

    @Test("a broken scene file exits with one line naming the file and the problem, and writes nothing", arguments: cases)
    func brokenScene(_ c: BadInputCase) throws {
        try BadInputRunner.check(c)
    }
}
