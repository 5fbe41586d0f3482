import ArgumentParser
import Foundation
import Literate
import Site

/// `workbook render`, in its own executable: the website's Swift
/// highlighting needs swift-syntax, which the grader does not, so the
/// `workbook` binary builds without it and starts this one on first use.
@main
struct WorkbookRender: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workbook-render",
        abstract: "Render the chapters as a static website (run through './workbook render')."
    )

    @Option(help: "The course folder (holding Chapters/ and Solutions/).")
    var course: String

    @Option(help: "Where to write the site.")
    var output: String = "site"

    @Flag(help: "Add the reference answers and the hidden cases (for an instructor's eyes only).")
    var instructor = false

    func run() throws {
        let loaded: Course
        do {
            loaded = try Course.load(root: URL(fileURLWithPath: course).standardizedFileURL)
        } catch let errors as LiterateErrors {
            FileHandle.standardError.write(Data((errors.description + "\nFix the chapter at the line shown and run the command again.\n").utf8))
            throw ExitCode(2)
        }
        let directory = URL(fileURLWithPath: output, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
        let report: SiteReport
        do {
            report = try SiteRenderer(course: loaded, instructor: instructor).render(to: directory)
        } catch {
            FileHandle.standardError.write(Data("error: cannot render the site: \(error)\n".utf8))
            throw ExitCode(2)
        }
        for warning in report.warnings { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
        let seconds = Double(report.duration.components.seconds) + Double(report.duration.components.attoseconds) / 1e18
        print("Wrote \(report.pagesWritten) pages to \(directory.path) in \(String(format: "%.0f", seconds * 1000)) ms. Open \(directory.appendingPathComponent("index.html").path) in a browser.")
    }
}
