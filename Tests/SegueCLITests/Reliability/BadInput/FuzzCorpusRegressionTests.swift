import Foundation
import Testing
import Segue
import SegueFiles

/// Every input the fuzzer was seeded with (`FuzzCorpus/seeds`) and every crasher
/// it ever found (`FuzzCorpus/crashers`, kept as regressions) goes through the
/// readers' promises (`ReaderInvariants`): no trap, one-line errors, traces that
/// read back equal, PNGs that decode to consistent images. The same check the fuzz
/// target runs on each generated input.
@Suite("Bad input: the fuzz corpus")
struct FuzzCorpusRegressionTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FuzzCorpus")

    /// The corpus files, as "folder/name".
    static let files: [String] = ["seeds", "crashers"].flatMap { folder in
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus.appendingPathComponent(folder).path)) ?? [])
            .filter { !$0.hasPrefix(".") }.sorted().map { "\(folder)/\($0)" }
    }

    @Test("the corpus is there")
    func corpusExists() {
        #expect(Self.files.filter { $0.hasPrefix("seeds/") }.count >= 10)
    }

    @Test("every corpus input keeps the readers' promises", arguments: files)
    func input(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent(name)))
        #expect(ReaderInvariants.violation(for: bytes) == nil)
    }

    @Test("the seeds read: scenes as scenes, traces as traces")
    func seedsRead() throws {
        for name in Self.files where name.hasPrefix("seeds/scene-") || name.hasPrefix("seeds/trace-") {
            let bytes = try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent(name)))
            if name.hasPrefix("seeds/scene-") {
                #expect(throws: Never.self, "\(name)") { _ = try SceneParser.parse(bytes) }
            } else {
                #expect(throws: Never.self, "\(name)") { _ = try ReplayTraceParser.parse(bytes, rules: ReaderInvariants.traceRules) }
            }
        }
    }

    @Test("the PNG seeds decode, the corrupt ones are refused")
    func pngSeedsDecode() throws {
        let pngs = Self.files.filter { $0.hasPrefix("seeds/png-") }
        #expect(pngs.count >= 10)
        for name in pngs {
            let bytes = try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent(name)))
            if name.hasPrefix("seeds/png-corrupt-") {
                #expect(throws: PNGDecodingError.self, "\(name)") { _ = try PNGDecoder.decode(bytes) }
            } else {
                #expect(throws: Never.self, "\(name)") { _ = try PNGDecoder.decode(bytes) }
            }
        }
    }

    @Test("the harness's CRC repair lets a PNG with a wrong chunk CRC through to the decoder")
    func crcRepair() throws {
        let bytes = try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent("seeds/png-corrupt-ihdr-crc.png")))
        #expect(throws: PNGDecodingError.self) { _ = try PNGDecoder.decode(bytes) }
        let repaired = try #require(PNGReaderInvariants.withChunkCRCsRepaired(bytes))
        #expect(repaired != bytes)
        let image = try PNGDecoder.decode(repaired)
        #expect(image.width == 11 && image.height == 9)
        #expect(PNGReaderInvariants.withChunkCRCsRepaired(Array("{}".utf8)) == nil)
    }
}
