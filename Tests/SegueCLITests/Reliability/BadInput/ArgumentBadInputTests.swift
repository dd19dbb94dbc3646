import Foundation
import Testing

/// Out-of-range and malformed flags on every subcommand, and unknown scene names:
/// each exits 64 with one line naming the option and what it accepts, before any
/// work (no window, no file).
@Suite("Bad input: arguments")
struct ArgumentBadInputTests {
    static let cases: [BadInputCase] = [
        // segue curve
        BadInputCase("curve: an unknown curve kind", ["curve", "wobble"], status: 64, "wobble"),
        BadInputCase("curve: an unknown Bézier name", ["curve", "bezier", "--name", "bouncy"], status: 64, "--name"),
        BadInputCase("curve: control points with NaN", ["curve", "bezier", "--control", "0.1,nan,0.2,1"], status: 64, "--control"),
        BadInputCase("curve: three control numbers", ["curve", "bezier", "--control", "0.1,0.2,0.3"], status: 64, "--control", "4"),
        BadInputCase("curve: a control x outside [0, 1]", ["curve", "bezier", "--control", "1.5,0,0.5,1"], status: 64, "--control"),
        BadInputCase("curve: a negative damping ratio", ["curve", "spring", "--duration", "1", "--damping", "-1"], status: 64, "--damping must be a number >= 0"),
        BadInputCase("curve: a negative duration", ["curve", "spring", "--duration", "-1", "--damping", "0.5"], status: 64, "--duration"),
        BadInputCase("curve: an infinite velocity", ["curve", "spring", "--duration", "1", "--damping", "0.5", "--velocity", "inf"], status: 64, "--velocity"),
        BadInputCase("curve: a zero mass", ["curve", "spring", "--mass", "0", "--stiffness", "100", "--damping-coefficient", "10"], status: 64, "--mass"),
        BadInputCase("curve: a bounce of 2", ["curve", "spring", "--duration", "1", "--bounce", "2"], status: 64, "--bounce"),
        BadInputCase("curve: keyframe values that are not numbers", ["curve", "keyframes", "--values", "0,abc", "--duration", "1"], status: 64, "--values must be a comma-separated list of numbers, got \"0,abc\""),
        BadInputCase("curve: key times that do not match the values",
                     ["curve", "keyframes", "--values", "0,1,0", "--key-times", "0,1", "--duration", "1"], status: 64, "--key-times"),
        BadInputCase("curve: an unknown calculation mode",
                     ["curve", "keyframes", "--values", "0,1", "--mode", "smooth", "--duration", "1"], status: 64, "--mode"),
        BadInputCase("curve: zero samples", ["curve", "bezier", "--name", "linear", "--samples", "0"], status: 64, "--samples"),
        // "-5" was read as an option name ("Missing value for '--samples <n>'").
        BadInputCase("curve: negative samples", ["curve", "bezier", "--name", "linear", "--samples", "-5"], status: 64,
                     "--samples must be a whole number from 2 to 1000000, got \"-5\""),
        BadInputCase("curve: a negative PNG size", ["curve", "bezier", "--name", "linear", "--format", "png", "--size", "-5x10", "--output", "{dir}/c.png"],
                     status: 64, "--size must be WxH"),
        BadInputCase("curve: a billion samples", ["curve", "bezier", "--name", "linear", "--samples", "1000000000"], status: 64, "--samples"),
        BadInputCase("curve: a 0x0 PNG", ["curve", "bezier", "--name", "linear", "--format", "png", "--size", "0x0", "--output", "{dir}/c.png"],
                     status: 64, "--size"),
        BadInputCase("curve: an unknown format", ["curve", "bezier", "--name", "linear", "--format", "pdf"], status: 64, "--format"),
        BadInputCase("curve: a PNG to standard output", ["curve", "bezier", "--name", "linear", "--format", "png"], status: 64,
                     "--format png needs --output FILE"),
        // segue render
        BadInputCase("render: no scene at all", ["render", "-o", "{dir}/out.png"], status: 64, "give a scene file (JSON) or --scene NAME"),
        BadInputCase("render: an unknown --scene", ["render", "--scene", "flipper", "--progress", "0.5", "-o", "{dir}/out.png"], status: 64,
                     "--scene must be one of", "got \"flipper\""),
        BadInputCase("render: a progress of 1.5", ["render", "--scene", "flip", "--progress", "1.5", "-o", "{dir}/out.png"], status: 64, "--progress"),
        BadInputCase("render: a progress of NaN", ["render", "--scene", "flip", "--progress", "nan", "-o", "{dir}/out.png"], status: 64, "--progress"),
        BadInputCase("render: scale 0", ["render", "--scene", "flip", "--progress", "0.5", "--scale", "0", "-o", "{dir}/out.png"], status: 64, "--scale"),
        BadInputCase("render: scale -2", ["render", "--scene", "flip", "--progress", "0.5", "--scale", "-2", "-o", "{dir}/out.png"], status: 64, "--scale"),
        BadInputCase("render: a window of 10x10", ["render", "--scene", "flip", "--progress", "0.5", "--size", "10x10", "-o", "{dir}/out.png"],
                     status: 64, "--size must be WxH"),
        BadInputCase("render: fps 0", ["render", "--scene", "flip", "--frames", "{dir}/frames", "--fps", "0"], status: 64, "--fps"),
        BadInputCase("render: fps 100000", ["render", "--scene", "flip", "--frames", "{dir}/frames", "--fps", "100000"], status: 64, "--fps"),
        BadInputCase("render: a scene without a transition", ["render", "--scene", "springs", "--progress", "0.5", "-o", "{dir}/out.png"],
                     status: 64, "springs"),
        BadInputCase("render: a scene file and --scene", ["render", "{dir}/s.json", "--scene", "flip", "--progress", "0", "-o", "{dir}/out.png"],
                     status: 64, "not both"),
        // segue replay
        BadInputCase("replay: an unknown --scene", ["replay", "{dir}/t.json", "--scene", "nowhere"], status: 64, "--scene must be one of", "\"nowhere\""),
        BadInputCase("replay: --frames without --fps", ["replay", "{dir}/t.json", "--frames", "{dir}/f"], status: 64, "--frames needs --fps N"),
        BadInputCase("replay: fps 0", ["replay", "{dir}/t.json", "--frames", "{dir}/f", "--fps", "0"], status: 64, "--fps"),
        BadInputCase("replay: fps 241", ["replay", "{dir}/t.json", "--frames", "{dir}/f", "--fps", "241"], status: 64, "--fps"),
        BadInputCase("replay: an empty --report", ["replay", "{dir}/t.json", "--report", ""], status: 64, "--report must be a path"),
        // segue demo (all refused before a window opens)
        BadInputCase("demo: an unknown --scene", ["demo", "--scene", "flipper"], status: 64, "--scene must be one of", "\"flipper\""),
        BadInputCase("demo: a window of 10x10", ["demo", "--size", "10x10"], status: 64, "--size must be WxH"),
        BadInputCase("demo: a window of abc", ["demo", "--size", "abc"], status: 64, "--size"),
        BadInputCase("demo: zero frames", ["demo", "--frames", "0"], status: 64, "--frames must be a whole number from 1 to 1000000"),
        BadInputCase("demo: negative frames", ["demo", "--frames", "-3"], status: 64, "--frames"),
        BadInputCase("demo: an empty --screenshot", ["demo", "--screenshot", ""], status: 64, "--screenshot must be a file path"),
        // segue bench
        BadInputCase("bench: zero layers", ["bench", "ticks", "--layers", "0"], status: 64, "--layers must be between 1 and 1000000, got 0"),
        BadInputCase("bench: too many ticks", ["bench", "ticks", "--ticks", "100000000"], status: 64, "--ticks must be between 1 and 100000"),
        BadInputCase("bench: layers that are not a number", ["bench", "ticks", "--layers", "many"], status: 64, "--layers"),
        // the command itself
        BadInputCase("an unknown subcommand", ["dance"], status: 64, "dance"),
        BadInputCase("an unknown option", ["render", "{dir}/s.json", "-o", "{dir}/o.png", "--bogus"], status: 64, "Unknown option '--bogus'"),
    ]

    @Test("a bad argument exits 64 with one line naming the option", arguments: cases)
    func badArgument(_ c: BadInputCase) throws {
        try BadInputRunner.check(c)
    }
}
