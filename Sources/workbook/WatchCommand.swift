import ArgumentParser

struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "watch", abstract: "(being written)")
    func run() throws { throw ValidationError("'workbook watch' is not available yet") }
}
