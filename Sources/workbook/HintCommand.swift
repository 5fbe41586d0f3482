import ArgumentParser

struct HintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "hint", abstract: "(being written)")
    func run() throws { throw ValidationError("'workbook hint' is not available yet") }
}
