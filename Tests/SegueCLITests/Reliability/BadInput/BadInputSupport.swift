import Foundation
import Testing
@testable import Segue
import SegueTestSupport

/// One bad thing given to `segue`: the files in a fresh folder, the arguments
/// (`{dir}` stands for that folder), and what must come out — the exit status, and
/// phrases the one-line message must hold (`{dir}` again stands for the folder).
/// Whatever the case, the run must end by itself (no crash: a signal is a
/// failure), print exactly one `error: …` line and nothing on standard output,
/// and leave the folder with only the files it was given (no output, no partial
/// or temporary file).
struct BadInputCase: CustomTestStringConvertible, Sendable {
    let name: String
    var files: [String: [UInt8]] = [:]
    /// Folders to make inside the scratch folder.
    var folders: [String] = []
    let arguments: [String]
    let status: Int32
    var phrases: [String]
    /// Run under `ulimit -f` (1 KiB) with SIGXFSZ ignored, so any file write past
    /// 1 KiB fails with EFBIG: a write that breaks off half way.
    var limitsFileSize = false

    var testDescription: String { name }

    init(_ name: String, files: [String: [UInt8]] = [:], folders: [String] = [], _ arguments: [String],
         status: Int32, _ phrases: String...) {
        self.name = name
        self.files = files
        self.folders = folders
        self.arguments = arguments
        self.status = status
        self.phrases = phrases
    }

    /// A case whose only file is `scene.json` holding `json`, rendered to `{dir}/out.png`.
    static func scene(_ name: String, _ json: String, extra: [String] = [], status: Int32 = 64,
                      _ phrases: String...) -> BadInputCase {
        scene(name, bytes: Array(json.utf8), extra: extra, status: status, phrases)
    }

    /// The same with the scene file's raw bytes.
    static func scene(_ name: String, bytes: [UInt8], extra: [String] = [], status: Int32 = 64,
                      _ phrases: [String]) -> BadInputCase {
        var c = BadInputCase(name, files: ["scene.json": bytes],
                             ["render", "{dir}/scene.json", "-o", "{dir}/out.png"] + extra, status: status)
        c.phrases = ["{dir}/scene.json"] + phrases
        return c
    }

    /// A case whose only file is `trace.json` holding `json`, replayed with a report.
    static func trace(_ name: String, _ json: String, status: Int32 = 65, _ phrases: String...) -> BadInputCase {
        var c = BadInputCase(name, files: ["trace.json": Array(json.utf8)],
                             ["replay", "{dir}/trace.json", "--report", "{dir}/report.json"], status: status)
        c.phrases = ["{dir}/trace.json"] + phrases
        return c
    }
}

enum BadInputRunner {
    /// Runs `segue` on the case in a fresh folder and checks every promise.
    static func check(_ c: BadInputCase, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let directory = try OutputWriterTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for folder in c.folders {
            try FileManager.default.createDirectory(at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for (name, bytes) in c.files {
            try Data(bytes).write(to: directory.appendingPathComponent(name))
        }
        let before = try contents(of: directory)
        let dir = directory.path
        let arguments = c.arguments.map { $0.replacingOccurrences(of: "{dir}", with: dir) }
        guard let binary = EndToEndTests.binary else { throw EndToEndTests.MissingBinary() }
        let result = if c.limitsFileSize {
            try BoundedProcess.run(URL(fileURLWithPath: "/bin/sh"),
                                   ["-c", #"trap '' XFSZ; ulimit -f 2; exec "$0" "$@""#, binary.path] + arguments,
                                   environment: environment, seconds: 120)
        } else {
            try BoundedProcess.run(binary, arguments, environment: environment, seconds: 120)
        }
        #expect(result.status == c.status, "\(c.name): exit \(String(describing: result.status)), stderr: \(result.error)",
                sourceLocation: sourceLocation)
        #expect(result.output.isEmpty, "\(c.name): standard output: \(result.output)", sourceLocation: sourceLocation)
        let lines = result.error.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1].isEmpty && lines[0].hasPrefix("error: "),
                "\(c.name): not one error line: \(result.error)", sourceLocation: sourceLocation)
        for phrase in c.phrases {
            let expected = phrase.replacingOccurrences(of: "{dir}", with: dir)
            #expect(result.error.contains(expected), "\(c.name): \"\(expected)\" missing from: \(result.error)",
                    sourceLocation: sourceLocation)
        }
        #expect(try contents(of: directory) == before, "\(c.name): files left behind", sourceLocation: sourceLocation)
    }

    /// Every path under `directory`, relative, sorted (hidden files included).
    static func contents(of directory: URL) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.sorted()
    }

    /// The test's environment without a display, so nothing can open a window.
    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["SDL_VIDEODRIVER"] = "dummy"
        return environment
    }
}

/// PNG files for the bad-asset cases, made with Segue's encoder and then broken.
enum BadPNG {
    /// A valid 8×8 opaque red PNG.
    static let valid: [UInt8] = {
        let pixels = [UInt8](repeating: 0, count: 8 * 8 * 4).enumerated().map { $0.offset % 4 == 0 || $0.offset % 4 == 3 ? UInt8(255) : 0 }
        return try! PNGEncoder().encode(rgba: pixels, width: 8, height: 8)
    }()

    /// The first half of the valid file.
    static var truncated: [UInt8] { Array(valid.prefix(valid.count / 2)) }

    /// The valid file with one byte of its image data flipped (its CRC no longer matches).
    static var corrupt: [UInt8] {
        var bytes = valid
        let idat = indexOfChunk("IDAT")! + 8
        bytes[idat + 2] ^= 0xFF
        return bytes
    }

    /// Text that is not a PNG at all.
    static let notPNG: [UInt8] = Array("GIF89a, or rather, not an image at all\n".utf8)

    /// The valid file claiming to be `width` × `height` in its header (with a
    /// correct CRC, so only the size is wrong).
    static func claiming(width: UInt32, height: UInt32) -> [UInt8] {
        var bytes = valid
        let ihdr = indexOfChunk("IHDR")!
        func put(_ value: UInt32, at offset: Int) {
            for i in 0..<4 { bytes[offset + i] = UInt8(value >> (24 - 8 * UInt32(i)) & 0xFF) }
        }
        put(width, at: ihdr + 8)
        put(height, at: ihdr + 12)
        put(crc32(Array(bytes[(ihdr + 4)..<(ihdr + 8 + 13)])), at: ihdr + 8 + 13)
        return bytes
    }

    /// Where a chunk's length field starts.
    private static func indexOfChunk(_ type: String) -> Int? {
        let tag = Array(type.utf8)
        var offset = 8
        while offset + 8 <= valid.count {
            let length = valid[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if Array(valid[offset + 4..<offset + 8]) == tag { return offset }
            offset += 12 + length
        }
        return nil
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }
}
