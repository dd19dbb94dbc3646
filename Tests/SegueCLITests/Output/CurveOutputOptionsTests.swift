import Testing
@testable import segue

@Suite struct CurveOutputOptionsTests {
    static func settings(_ arguments: [String]) throws -> CurveOutputSettings {
        try CurveOutputOptions.parse(arguments).settings()
    }

    @Test func defaultsAre101CSVSamplesToStandardOutputAnd800By500() throws {
        let settings = try Self.settings([])
        #expect(settings == CurveOutputSettings(sampleCount: 101, format: .csv, outputPath: nil, width: 800, height: 500))
    }

    @Test func everyOptionIsRead() throws {
        let settings = try Self.settings(["--samples", "7", "--format", "png", "--output", "plot.png", "--size", "640x480"])
        #expect(settings == CurveOutputSettings(sampleCount: 7, format: .png, outputPath: "plot.png", width: 640, height: 480))
    }

    @Test func dashAsOutputMeansStandardOutput() throws {
        #expect(try Self.settings(["--output", "-"]).outputPath == nil)
    }

    @Test func fewerThanTwoSamplesAreRejected() {
        #expect(throws: CurveArgumentError("--samples must be a whole number from 2 to 1000000, got \"1\"")) {
            try Self.settings(["--samples", "1"])
        }
        #expect(throws: CurveArgumentError.self) { try Self.settings(["--samples", "lots"]) }
        #expect(throws: CurveArgumentError.self) { try Self.settings(["--samples", "1000001"]) }
    }

    @Test func unknownFormatsListTheValidOnes() {
        #expect(throws: CurveArgumentError("--format must be one of csv, png; got \"jpg\"")) {
            try Self.settings(["--format", "jpg"])
        }
    }

    @Test func pngNeedsAnOutputFile() {
        #expect(throws: CurveArgumentError("--format png needs --output FILE (a PNG is not written to standard output)")) {
            try Self.settings(["--format", "png"])
        }
        #expect(throws: CurveArgumentError.self) { try Self.settings(["--format", "png", "--output", "-"]) }
    }

    @Test func sizesBelowTheLayoutMinimumAreRejected() {
        #expect(throws: CurveArgumentError("--size must be WxH with W from 200 to 4096 and H from 150 to 4096, got \"100x100\"")) {
            try Self.settings(["--size", "100x100"])
        }
    }
}
