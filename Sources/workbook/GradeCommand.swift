import ArgumentParser

struct GradeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "grade", abstract: "(being written)")
    func run() throws { throw ValidationError("'workbook grade' is not available yet") }
}
