import Foundation

/// Runs another executable product of this package (a heavy feature kept out
/// of the `workbook` binary), building it first when it is missing or older
/// than the sources. The build says what it builds and why, then its progress
/// (a line that moves on a terminal, a line every few seconds elsewhere) with
/// the time left at its own pace, and the time it took; its full log goes to
/// `.build/<product>-build.log`, named when the build fails.
enum ProductLauncher {
    struct LaunchError: Error, CustomStringConvertible {
        let description: String
    }

    /// Builds `product` when needed, then replaces this process with it.
    /// `package` names a nested package (a folder of the course, like
    /// `Server`) whose product it is; it depends on the course's package, so
    /// a change in either rebuilds it. It builds into the course's own
    /// `.build`, so what the course's package already built (swift-syntax,
    /// swift-crypto, the grader) is reused, not compiled a second time.
    static func run(product: String, package: String? = nil, arguments: [String]) throws -> Never {
        let products = productsDirectory()
        guard let root = packageRoot(above: products) else {
            throw LaunchError(description: "error: cannot find the course's Package.swift above \(products.path), so '\(product)' cannot be built; run the workbook from its course folder (./workbook)")
        }
        let packageRoot = package.map { root.appendingPathComponent($0) } ?? root
        guard FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent("Package.swift").path) else {
            throw LaunchError(description: "error: \(packageRoot.path)/Package.swift is missing, so '\(product)' cannot be built; restore the folder from the course's repository (git checkout -- \(package ?? "."))")
        }
        let binary = products.appendingPathComponent(product)
        if needsBuild(binary, roots: package == nil ? [root] : [root, packageRoot]) {
            try build(product, root: root, package: package, release: products.lastPathComponent == "release")
            markBuilt(binary)
        }
        let argv = [binary.path] + arguments
        var cArguments = argv.map { strdup($0) } + [nil]
        execv(binary.path, &cArguments)
        let command = (["swift", "build"] + buildArguments(product, package: package, root: root, release: products.lastPathComponent == "release")).joined(separator: " ")
        throw LaunchError(description: "error: cannot start \(binary.path) (\(String(cString: strerror(errno)))); run '\(command)' in \(root.path) and try again")
    }

    /// Builds `product` when needed and returns its binary, for a caller
    /// that starts it itself (`grade --similarity` runs it under limits,
    /// `SimilarityRun`, and goes on after it).
    static func built(product: String) throws -> URL {
        let products = productsDirectory()
        guard let root = packageRoot(above: products) else {
            throw LaunchError(description: "cannot find the course's Package.swift above \(products.path), so '\(product)' cannot be built; run the workbook from its course folder (./workbook)")
        }
        let binary = products.appendingPathComponent(product)
        if needsBuild(binary, root: root) {
            try build(product, root: root, release: products.lastPathComponent == "release")
            markBuilt(binary)
        }
        // What this process printed so far comes before the product's output.
        fflush(nil)
        return binary
    }

    /// Where the running binary was built (`.build/<triple>/debug`).
    static func productsDirectory() -> URL {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        if FileManager.default.fileExists(atPath: executable.path), executable.path != "/proc/self/exe" {
            return executable.deletingLastPathComponent()
        }
        return (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    static func packageRoot(above directory: URL) -> URL? {
        var url = directory
        while url.path != "/" {
            url = url.deletingLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        return nil
    }

    /// Missing, or older than Package.swift or a file under Sources/.
    static func needsBuild(_ binary: URL, root: URL) -> Bool {
        needsBuild(binary, roots: [root])
    }

    /// Missing, or older than any of the packages' Package.swift or a file under their Sources/.
    static func needsBuild(_ binary: URL, roots: [URL]) -> Bool {
        guard let built = modificationDate(binary) else { return true }
        for root in roots {
            if let manifest = modificationDate(root.appendingPathComponent("Package.swift")), manifest > built { return true }
            let sources = root.appendingPathComponent("Sources")
            guard let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: [.contentModificationDateKey]) else { continue }
            for case let url as URL in enumerator {
                if let date = modificationDate(url), date > built { return true }
            }
        }
        return false
    }

    /// A build that succeeded leaves the binary current, but `swift build`
    /// does not relink a binary whose inputs did not change (a source file
    /// the product does not use was edited): its date is set to now, so that
    /// the next start does not build again, and again.
    static func markBuilt(_ binary: URL) {
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: binary.path)
    }

    private static func modificationDate(_ url: URL) -> Date? {
        (try? url.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate
    }

    /// `swift build`'s arguments for `product`, run in the course's folder:
    /// a nested package shares the course's scratch path (`.build`).
    static func buildArguments(_ product: String, package: String?, root: URL, release: Bool) -> [String] {
        (package.map { ["--package-path", $0, "--scratch-path", root.appendingPathComponent(".build").path] } ?? []) + ["--product", product] + (release ? ["-c", "release"] : [])
    }

    /// `swift build --product <product>` with a progress line instead of the log.
    /// `package`: a nested package's folder (see ``buildArguments(_:package:root:release:)``).
    static func build(_ product: String, root: URL, package: String? = nil, release: Bool) throws {
        let log = root.appendingPathComponent(".build").appendingPathComponent("\(product)-build.log")
        try FileManager.default.createDirectory(at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build"] + buildArguments(product, package: package, root: root, release: release)
        process.currentDirectoryURL = root
        process.standardOutput = handle
        process.standardError = handle
        let start = Date()
        try process.run()
        let interactive = isatty(2) == 1
        let progress = BuildProgress(log: log)
        let message = "Building \(purpose(of: product))"
        FileHandle.standardError.write(Data("\(message). Its first build compiles what the workbook's own build leaves out; the log is in \(log.path).\n".utf8))
        var lastLine = Date()
        while process.isRunning {
            let seconds = Int(Date().timeIntervalSince(start))
            if interactive {
                FileHandle.standardError.write(Data("\r\u{1B}[K\(product)… \(BuildProgress.duration(seconds)), \(progress.describe(elapsed: seconds))".utf8))
            } else if Date().timeIntervalSince(lastLine) >= 5 {
                // Not a terminal: a line every few seconds.
                lastLine = Date()
                FileHandle.standardError.write(Data("\(product): \(BuildProgress.duration(seconds)), \(progress.describe(elapsed: seconds))\n".utf8))
            }
            Thread.sleep(forTimeInterval: 0.5)
        }
        process.waitUntilExit()
        if interactive { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        guard process.terminationStatus == 0 else {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            let errors = text.split(separator: "\n").filter { $0.contains("error:") }.prefix(10).joined(separator: "\n")
            throw LaunchError(description: "error: building \(product) failed after \(Int(Date().timeIntervalSince(start))) s; the full log is in \(log.path)" + (errors.isEmpty ? "" : "\n" + errors))
        }
        FileHandle.standardError.write(Data("Built \(product) in \(BuildProgress.duration(Int(Date().timeIntervalSince(start)))) on this machine; later runs start at once.\n".utf8))
    }

    /// What a product is and why it is built apart, for the line that says what is being built.
    static func purpose(of product: String) -> String {
        switch product {
        case "workbook-server": return "the browser workbook's web server (workbook-server: Hummingbird, and swift-syntax to colour the code)"
        case "workbook-render": return "the website's renderer (workbook-render: swift-syntax, to colour the code)"
        case "workbook-similarity": return "the similarity report (workbook-similarity: swift-syntax's parser)"
        default: return product
        }
    }
}
