import ArgumentParser

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "(being written)")
    func run() throws { throw ValidationError("'workbook list' is not available yet") }
}
