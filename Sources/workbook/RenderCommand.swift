import ArgumentParser
import Foundation

/// Delegates to the `workbook-render` product (built on first use), which
/// holds the website's swift-syntax highlighting.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render the chapters as a static website that works offline (open index.html from the disk).",
        discussion: "The renderer is its own program (workbook-render), built the first time it is used."
    )

    @OptionGroup var course: CourseOptions

    @Option(help: "Where to write the site.")
    var output: String = "site"

    @Flag(help: "Add the reference answers and the hidden cases (for an instructor's eyes only).")
    var instructor = false

    func run() throws {
        let root = try course.root()
        let directory = URL(fileURLWithPath: output, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
        do {
            try ProductLauncher.run(product: "workbook-render",
                                    arguments: ["--course", root.path, "--output", directory.path] + (instructor ? ["--instructor"] : []))
        } catch {
            throw CleanExit.failure("\(error)")
        }
    }
}
