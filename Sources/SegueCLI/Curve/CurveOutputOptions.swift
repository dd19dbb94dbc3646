import ArgumentParser
import SegueStudio

/// The options every `segue curve` subcommand shares: how many samples, in which
/// format, where to, and the image size. Kept as text and validated by `settings()`,
/// so every mistake gets a one-line message in the same style.
struct CurveOutputOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Number of evenly spaced samples, at least 2 (default \(CurveOutputSettings.defaultSampleCount)).", valueName: "n"))
    var samples: String?

    @Option(help: ArgumentHelp("Output format: csv (default) or png.", valueName: "csv|png"), completion: .list(["csv", "png"]))
    var format: String?

    @Option(help: ArgumentHelp("File to write; CSV goes to standard output without it, PNG needs it.", valueName: "file"), completion: .file(extensions: ["png", "csv"]))
    var output: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("PNG size in pixels (default 800x500).", valueName: "WxH"))
    var size: String?

    /// The validated settings.
    func settings() throws(OptionValueError) -> CurveOutputSettings {
        var settings = CurveOutputSettings()
        if let samples {
            settings.sampleCount = try ArgumentText.integer(samples, option: "--samples", in: 2...CurveOutputSettings.maximumSampleCount)
        }
        if let format {
            let name = try ArgumentText.choice(format, option: "--format", from: CurveOutputFormat.allCases.map(\.rawValue))
            settings.format = CurveOutputFormat(rawValue: name) ?? .csv
        }
        if let output {
            guard !output.isEmpty else { throw OptionValueError("--output must be a file path, got \"\"") }
            settings.outputPath = output == "-" ? nil : output
        }
        if let size {
            (settings.width, settings.height) = try ArgumentText.size(size, option: "--size", width: CurveOutputSettings.widthRange, height: CurveOutputSettings.heightRange)
        }
        if settings.format == .png && settings.outputPath == nil {
            throw OptionValueError("--format png needs --output FILE (a PNG is not written to standard output)")
        }
        return settings
    }
}
