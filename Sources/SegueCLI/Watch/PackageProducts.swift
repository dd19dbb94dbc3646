import Foundation

/// The products of the package at a folder, as `swift package describe` lists
/// them, and where `swift build` puts them: `segue watch` runs its executable one.
struct PackageProducts {
    let package: URL

    /// The executable product to run: `named` when given (it must be one), else the
    /// package's only one. Throws `.usage` for a folder without a package, a
    /// package without an executable product, an unknown name or a choice to make;
    /// `.build` when `swift package describe` cannot run.
    func executable(named name: String?) throws(WatchFailure) -> String {
        let manifest = package.appendingPathComponent("Package.swift").path
        guard FileManager.default.fileExists(atPath: manifest) else {
            throw .usage("\(package.path) has no Package.swift; give the folder of a package (segue new makes one)")
        }
        let names = try executables()
        if let name {
            guard names.contains(name) else {
                throw .usage("--product \"\(name)\" is not an executable product of the package (it has: \(names.isEmpty ? "none" : names.joined(separator: ", ")))")
            }
            return name
        }
        guard let only = names.first else { throw .usage("the package at \(package.path) has no executable product to run") }
        guard names.count == 1 else { throw .usage("the package has several executable products; choose one with --product (\(names.joined(separator: ", ")))") }
        return only
    }

    /// The names of the package's executable products.
    func executables() throws(WatchFailure) -> [String] {
        Self.executables(inDescription: try swift(["package", "--package-path", package.path, "describe", "--type", "json"]))
    }

    /// The file `swift build` makes for the product `name` (in the folder
    /// `swift build --show-bin-path` names).
    func builtProgram(named name: String) throws(WatchFailure) -> URL {
        let output = try swift(["build", "--package-path", package.path, "--show-bin-path"])
        let folder = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !folder.isEmpty else { throw .build("swift build --show-bin-path named no folder") }
        return URL(fileURLWithPath: folder).appendingPathComponent(name)
    }

    /// What `swift ARGUMENTS` writes on standard output. Throws `.build` when swift
    /// cannot be run, `.usage` with its first line of error when it fails.
    private func swift(_ arguments: [String]) throws(WatchFailure) -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { throw .build("swift cannot be run: \(error)") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw .usage("swift \(arguments.prefix(2).joined(separator: " ")) failed for \(package.path): \(text.split(separator: "\n").first ?? "no message")")
        }
        return data
    }

    /// The executable products named in `swift package describe --type json`'s output.
    static func executables(inDescription data: Data) -> [String] {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let products = object["products"] as? [[String: Any]] else { return [] }
        return products.compactMap { product in
            guard let name = product["name"] as? String, let type = product["type"] as? [String: Any],
                  type.keys.contains("executable") else { return nil }
            return name
        }
    }
}
