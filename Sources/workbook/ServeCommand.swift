import ArgumentParser
import Foundation

/// `workbook serve`: the course in a browser. The web server is the
/// `workbook-server` product of its own package (`Server/`, Hummingbird),
/// built by ``ProductLauncher`` the first time this command runs (as `render`
/// builds `workbook-render`), so a learner who never serves never compiles a
/// web server.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Read, edit, run and check the exercises in a browser, on this computer only.",
        discussion: """
        Serves the chapters at http://127.0.0.1:PORT/ with an editor at each exercise, Run buttons at the \
        chapters' outputs and the quizzes. The first run builds the server (Server/: Hummingbird and swift-syntax, which the \
        workbook's own build leaves out; it shows its progress and the time left, and says how long it took; log in \
        .build/workbook-server-build.log). Prints the address, with a secret token that changes every launch; \
        opens a browser only with --open. Ctrl-C stops it.
        """
    )

    @OptionGroup var course: CourseOptions

    @Option(help: "The port on 127.0.0.1 (0: any free port).")
    var port: Int = 0

    @Flag(help: "Open the address in the default browser.")
    var open = false

    func run() throws {
        let root = try course.root()
        guard (0...65535).contains(port) else {
            throw CleanExit.failure("error: --port \(port) is not a port; give a number from 1 to 65535, or 0 for any free port")
        }
        // The server links libCourseSupport from the folder this binary was built in.
        var arguments = ["--course", root.path, "--products", ProductLauncher.productsDirectory().path, "--port", String(port)]
        if open { arguments.append("--open") }
        do {
            try ProductLauncher.run(product: "workbook-server", package: "Server", arguments: arguments)
        } catch {
            throw CleanExit.failure("\(error)")
        }
    }
}
