import ArgumentParser

struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "merge", abstract: "(being written)")
    func run() throws { throw ValidationError("'workbook merge' is not available yet") }
}
