import ArgumentParser

struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "verify", abstract: "(being written)")
    func run() throws { throw ValidationError("'workbook verify' is not available yet") }
}
