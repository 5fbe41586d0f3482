import ArgumentParser
import Classroom
import Foundation

struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Combine the grades.json of './workbook grade --shard' runs into the whole class's reports.",
        discussion: "Example: ./workbook merge shard-*/grades.json --output grades. Exit status: 0 merged, 2 the shards do not fit together."
    )

    @Argument(help: "The grades.json written by each shard.")
    var shards: [String]

    @Option(name: .customLong("format"), help: "Reports to write: json, csv, junit, gradescope, feedback, canvas, exercism (repeat or separate with commas; default all but exercism, canvas only for an assignment with a roster).")
    var formats: [String] = []

    @Option(help: "Folder for the reports, or one file (.json, .csv, .xml) when a single format is asked for.")
    var output: String = "grades"

    @Flag(help: "Merge even when some shards' results are missing (a partial gradebook).")
    var allowMissingShards = false

    func run() throws {
        do {
            let writer = try ReportWriter(formats: try ReportFormat.parse(formats), output: URL(fileURLWithPath: output).standardizedFileURL)
            let merge = MergeRun(inputs: shards.map { URL(fileURLWithPath: $0) }, writer: writer, allowMissingShards: allowMissingShards)
            let (report, files) = try merge.run()
            print("Merged \(shards.count) shard result\(shards.count == 1 ? "" : "s"): \(report.students.count) students. Wrote \(files.count) file\(files.count == 1 ? "" : "s") in \(writer.folder.path).")
        } catch let error as ClassroomError {
            throw CleanExit.failure(error.description)
        }
    }
}
