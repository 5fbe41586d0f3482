import ArgumentParser

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check", abstract: "(being written)")
    func run() throws { throw ValidationError("'workbook check' is not available yet") }
}
