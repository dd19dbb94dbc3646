import Foundation

/// The package `segue new NAME` writes: its files, checked and placed whole.
///
/// The folder is made beside its destination under a hidden temporary name and
/// renamed into place once every file is written, so a failure (a full disk, a
/// folder that cannot be written) leaves nothing behind.
struct PackageScaffold {
    /// The package's and executable's name, a valid Swift module name.
    let name: String
    /// The Segue checkout the package depends on, an absolute path.
    let seguePath: String

    /// Module names the package cannot take: Segue's own, its dependencies' and
    /// the toolchain's.
    static let reservedNames: Set<String> = [
        "Segue", "SegueStudio", "SegueSDL", "SegueFiles", "CSDL2", "CMemoryHints", "CLibFuzzer",
        "ArgumentParser", "ArgumentParserToolInfo", "Foundation", "FoundationEssentials", "Dispatch",
        "XCTest", "Testing", "Swift", "Glibc", "Darwin", "_Concurrency", "PackageDescription",
    ]

    /// Swift's keywords, which are no module names.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_",
    ]

    /// Why `name` cannot name a Swift module, or nil when it can: ASCII letters,
    /// digits and "_", not starting with a digit, not a keyword or a module the
    /// package already imports.
    static func problem(withName name: String) -> String? {
        guard !name.isEmpty else { return "the name is empty" }
        let allowed = name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_") }
        guard allowed, let first = name.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first) else {
            return "a Swift module name is ASCII letters, digits and \"_\", not starting with a digit"
        }
        if keywords.contains(name) { return "\"\(name)\" is a Swift keyword" }
        if reservedNames.contains(name) { return "\"\(name)\" is already a module the package uses" }
        return nil
    }

    /// The files, relative to the package's folder, and their text.
    var files: [(path: String, text: String)] {
        [
            ("Package.swift", ScaffoldPackageTemplate.text),
            ("Sources/\(name)/main.swift", ScaffoldMainTemplate.text),
            ("Sources/\(name)/CardTransition.swift", ScaffoldTransitionTemplate.text),
            ("Tests/\(name)Tests/CardTransitionTests.swift", ScaffoldTestTemplate.text),
            ("README.md", ScaffoldReadmeTemplate.text),
            (".gitignore", ".build/\n.swiftpm/\nPackage.resolved\n"),
        ].map { path, template in
            (path, template.replacingOccurrences(of: "{{NAME}}", with: name)
                .replacingOccurrences(of: "{{SEGUE_PATH}}", with: Self.swiftStringContents(seguePath)))
        }
    }

    /// `text` escaped for the inside of a Swift string literal.
    static func swiftStringContents(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    /// Writes the package at `parent/name`. Throws `.usage` when that is a file or a
    /// folder with anything in it, `.io` when a file cannot be written; either way
    /// nothing is left behind.
    func write(into parent: String) throws(ScaffoldFailure) {
        let fileManager = FileManager.default
        let destination = (parent as NSString).appendingPathComponent(name)
        var isDirectory: ObjCBool = false
        var replacesEmptyFolder = false
        if fileManager.fileExists(atPath: destination, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .usage("\"\(destination)\" exists and is not a folder") }
            let contents = (try? fileManager.contentsOfDirectory(atPath: destination)) ?? ["?"]
            guard contents.isEmpty else { throw .usage("\"\(destination)\" exists and is not empty; choose another NAME or --path") }
            replacesEmptyFolder = true
        }
        guard fileManager.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .usage("--path \"\(parent)\" is not a folder")
        }
        let staging = (parent as NSString).appendingPathComponent(".\(name).segue-new-\(getpid())")
        do {
            try? fileManager.removeItem(atPath: staging)
            for file in files {
                let path = (staging as NSString).appendingPathComponent(file.path)
                try fileManager.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: URL(fileURLWithPath: path))
            }
            if replacesEmptyFolder { try fileManager.removeItem(atPath: destination) }
            try fileManager.moveItem(atPath: staging, toPath: destination)
        } catch {
            try? fileManager.removeItem(atPath: staging)
            throw .io("cannot write the package at \"\(destination)\": \(error.localizedDescription)")
        }
    }
}

/// Why `segue new` wrote nothing: a bad name or place (exit 64), or a file that
/// could not be written (exit 1).
enum ScaffoldFailure: Error, Equatable, CustomStringConvertible {
    case usage(String)
    case io(String)

    var description: String {
        switch self {
        case .usage(let message), .io(let message): message
        }
    }
}
