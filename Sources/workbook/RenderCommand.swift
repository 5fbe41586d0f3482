import ArgumentParser

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "render", abstract: "(being written)")
    func run() throws { throw ValidationError("'workbook render' is not available yet") }
}
