import ArgumentParser

struct ResetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "reset", abstract: "(being written)")
    func run() throws { throw ValidationError("'workbook reset' is not available yet") }
}
