import ArgumentParser
import Foundation
import Grading

/// `workbook serve`: the course in a browser. The web server is its own
/// package (`Server/`, Hummingbird), built the first time this command runs,
/// so a learner who never serves never compiles a web server.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Read, edit and check the exercises in a browser, on this computer only.",
        discussion: """
        Serves the chapters at http://127.0.0.1:PORT/ with an editor at each exercise. The first run builds \
        the server (Server/, a few minutes; log in .build/serve-build.log). Prints the address, with a secret \
        token that changes every launch; opens a browser only with --open. Ctrl-C stops it.
        """
    )

    @OptionGroup var course: CourseOptions

    @Option(help: "The port on 127.0.0.1 (0: any free port).")
    var port: Int = 0

    @Flag(help: "Open the address in the default browser.")
    var open = false

    func run() throws {
        let root = try course.root()
        let package = root.appendingPathComponent("Server")
        guard FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path) else {
            throw CleanExit.failure("\(package.path)/Package.swift: error: the server's package is missing; 'workbook serve' needs the course's Server/ folder (a fresh clone has it)")
        }
        guard (0...65535).contains(port) else {
            throw CleanExit.failure("error: --port \(port) is not a port; give a number from 1 to 65535, or 0 for any free port")
        }
        let server = try ServerLauncher(package: package, log: root.appendingPathComponent(".build/serve-build.log")).build()
        var arguments = [server, "--course", root.path, "--products", GraderSetup.defaultProductsDirectory().path, "--port", String(port)]
        if open { arguments.append("--open") }
        try ServerLauncher.exec(arguments)
    }
}

/// Builds `Server/`'s `workbook-server` product (quietly, its log in a file)
/// and replaces this process with it.
struct ServerLauncher {
    let package: URL
    let log: URL

    /// Builds the product and returns its path.
    func build() throws -> String {
        let binary = package.appendingPathComponent(".build/debug/workbook-server").path
        let fresh = !FileManager.default.isExecutableFile(atPath: binary)
        if fresh { printError("Building the workbook server (first use only; a few minutes; log: \(log.path))…") }
        try FileManager.default.createDirectory(at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        defer { try? output.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--package-path", package.path, "--product", "workbook-server"]
        process.standardOutput = output
        process.standardError = output
        let start = Date()
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            let errors = text.split(separator: "\n").filter { $0.contains("error:") }.prefix(10).joined(separator: "\n")
            throw CleanExit.failure("\(errors)\nerror: building the server failed (full log: \(log.path)); fix the errors above, or run 'swift build --package-path Server' to see them")
        }
        if fresh { printError(String(format: "Built the server in %.0f s.", Date().timeIntervalSince(start))) }
        return binary
    }

    static func exec(_ arguments: [String]) throws -> Never {
        let cArguments = arguments.map { strdup($0) } + [nil]
        execv(arguments[0], cArguments)
        throw CleanExit.failure("error: cannot start \(arguments[0]): \(String(cString: strerror(errno)))")
    }
}
