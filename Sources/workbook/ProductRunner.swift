import Foundation

/// Runs another executable product of this package as a child process and
/// waits for it, building it first. Heavy tools (swift-syntax) live in their
/// own products so the learner's `workbook` never links them; the first use
/// pays their build.
enum ProductRunner {
    enum Failure: Error, CustomStringConvertible {
        case notFound(product: String, folder: String)
        case buildFailed(product: String, status: Int32)
        case cannotStart(product: String, reason: String)

        var description: String {
            switch self {
            case let .notFound(product, folder):
                "\(product) is not in \(folder) and no Package.swift was found above it to build it; run 'swift build --product \(product)' in the workbook's folder"
            case let .buildFailed(product, status):
                "building \(product) failed (swift build exited with \(status)); see the errors above, or run 'swift build --product \(product)' yourself"
            case let .cannotStart(product, reason):
                "cannot start \(product): \(reason)"
            }
        }
    }

    /// The product's exit status. Its standard output and error are this
    /// process's; the build's progress goes to standard error.
    static func run(product: String, arguments: [String]) throws -> Int32 {
        let binary = currentExecutable().deletingLastPathComponent()
        let executable = binary.appendingPathComponent(product)
        if let packageRoot = packageRoot(of: binary) {
            // Always ask: `swift build` is quick when the product is up to
            // date, and a stale tool would disagree with this workbook.
            let configuration = binary.lastPathComponent == "release" ? "release" : "debug"
            let status = try spawn(URL(fileURLWithPath: "/usr/bin/env"),
                                   ["swift", "build", "-q", "--product", product, "-c", configuration],
                                   directory: packageRoot, outputToStandardError: true, product: product)
            guard status == 0 else { throw Failure.buildFailed(product: product, status: status) }
        }
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw Failure.notFound(product: product, folder: binary.path)
        }
        return try spawn(executable, arguments, directory: nil, outputToStandardError: false, product: product)
    }

    static func currentExecutable() -> URL {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        #endif
        return (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath()
    }

    /// The folder above `.build/…` holding Package.swift, if the binary was built there.
    static func packageRoot(of binaryFolder: URL) -> URL? {
        var url = binaryFolder
        while url.path != "/" {
            if url.lastPathComponent == ".build" {
                let root = url.deletingLastPathComponent()
                return FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) ? root : nil
            }
            url = url.deletingLastPathComponent()
        }
        return nil
    }

    private static func spawn(_ executable: URL, _ arguments: [String], directory: URL?, outputToStandardError: Bool, product: String) throws -> Int32 {
        // What this process printed so far comes before the child's output.
        fflush(nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if outputToStandardError { process.standardOutput = FileHandle.standardError }
        do { try process.run() } catch {
            throw Failure.cannotStart(product: product, reason: error.localizedDescription)
        }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
