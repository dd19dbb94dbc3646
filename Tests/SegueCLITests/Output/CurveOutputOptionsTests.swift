import Testing
@testable import segue
@testable import SegueStudio

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
        #expect(throws: OptionValueError("--samples must be a whole number from 2 to 1000000, got \"1\"")) {
            try Self.settings(["--samples", "1"])
        }
        #expect(throws: OptionValueError.self) { try Self.settings(["--samples", "lots"]) }
        #expect(throws: OptionValueError.self) { try Self.settings(["--samples", "1000001"]) }
    }

    @Test func unknownFormatsListTheValidOnes() {
        #expect(throws: OptionValueError("--format must be one of csv, png; got \"jpg\"")) {
            try Self.settings(["--format", "jpg"])
        }
    }

    @Test func pngNeedsAnOutputFile() {
        #expect(throws: OptionValueError("--format png needs --output FILE (a PNG is not written to standard output)")) {
            try Self.settings(["--format", "png"])
        }
        #expect(throws: OptionValueError.self) { try Self.settings(["--format", "png", "--output", "-"]) }
    }

    @Test func sizesBelowTheLayoutMinimumAreRejected() {
        #expect(throws: OptionValueError("--size must be WxH with W from 200 to 4096 and H from 150 to 4096, got \"100x100\"")) {
            try Self.settings(["--size", "100x100"])
        }
    }
}
