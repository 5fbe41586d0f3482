import ArgumentParser
import Foundation
import Site

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render the chapters as a static website that works offline (open index.html from the disk)."
    )

    @OptionGroup var course: CourseOptions

    @Option(help: "Where to write the site.")
    var output: String = "site"

    @Flag(help: "Add the reference answers and the hidden cases (for an instructor's eyes only).")
    var instructor = false

    func run() throws {
        let course = try course.loadCourse()
        let directory = URL(fileURLWithPath: output, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
        let report: SiteReport
        do {
            report = try SiteRenderer(course: course, instructor: instructor).render(to: directory)
        } catch {
            throw CleanExit.failure("error: cannot render the site: \(error)")
        }
        for warning in report.warnings { printError(warning) }
        let seconds = Double(report.duration.components.seconds) + Double(report.duration.components.attoseconds) / 1e18
        print("Wrote \(report.pagesWritten) pages to \(directory.path) in \(String(format: "%.0f", seconds * 1000)) ms. Open \(directory.appendingPathComponent("index.html").path) in a browser.")
    }
}
