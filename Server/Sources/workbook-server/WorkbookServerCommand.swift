import ArgumentParser
import Foundation
import Hummingbird
import Sandbox
import WorkbookServer

/// Started by `workbook serve` (which builds this package first).
@main
struct WorkbookServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workbook-server",
        abstract: "The web server of './workbook serve' (run './workbook serve', which builds and starts it)."
    )

    @Option(help: "The course folder.")
    var course: String

    @Option(help: "Where the course's package built libCourseSupport (the 'workbook' binary's folder).")
    var products: String

    @Option(help: "The port on 127.0.0.1 (0: any free port).")
    var port: Int = 0

    @Flag(help: "Open the address in the default browser.")
    var open = false

    @Option(help: "Seconds an answer's program may run before it is stopped.")
    var timeout: Double = 10

    func run() async throws {
        var limits = Limits()
        limits.wallClockSeconds = max(1, timeout)
        limits.cpuSeconds = max(1, Int(timeout.rounded(.up)))
        let service: WorkbookService
        do {
            service = try WorkbookService(root: URL(fileURLWithPath: course).standardizedFileURL,
                                          productsDirectory: URL(fileURLWithPath: products), port: port, limits: limits)
        } catch {
            FileHandle.standardError.write(Data("error: cannot load the course at \(course): \(error)\n".utf8))
            throw ExitCode(2)
        }
        let open = self.open
        let app = WorkbookHTTPServer.makeApplication(service: service, port: port) { bound in
            // Unbuffered: a script reading the first line gets it at once.
            FileHandle.standardOutput.write(Data("""
            Serving the workbook at \(service.gate.url)
            Only this computer can reach it, and only with the token above. Ctrl-C stops it.

            """.utf8))
            if open { openBrowser(service.gate.url) }
        }
        do {
            try await app.runService()
        } catch {
            FileHandle.standardError.write(Data("error: cannot serve on 127.0.0.1:\(port): \(error); is the port in use? Try another --port, or 0 for any free one\n".utf8))
            throw ExitCode(2)
        }
    }
}

func openBrowser(_ url: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    #if os(macOS)
    process.arguments = ["open", url]
    #else
    process.arguments = ["xdg-open", url]
    #endif
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch {
        FileHandle.standardError.write(Data("Could not open a browser (\(error)); open the address above yourself.\n".utf8))
    }
}
