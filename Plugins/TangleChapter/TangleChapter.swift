import Foundation
import PackagePlugin

/// Tangles a chapter's code at build time: the target named `<Target>` is
/// built from `Chapters/NN-slug.md` (slug in UpperCamelCase), its exercises'
/// reference answers and its fixtures.
@main
struct TangleChapter: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let chapters = root.appendingPathComponent("Chapters")
        let names = try FileManager.default.contentsOfDirectory(atPath: chapters.path).sorted()
        func targetName(_ file: String) -> String {
            let slug = file.dropLast(3).drop { $0.isNumber }.dropFirst()
            return slug.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }
        guard let file = names.first(where: { $0.hasSuffix(".md") && targetName($0) == target.name }) else {
            throw PluginError(description: "no chapter in Chapters/ has the target \(target.name)")
        }
        let chapter = chapters.appendingPathComponent(file)
        let text = try String(contentsOf: chapter, encoding: .utf8)
        var outputs: Set<String> = ["main.swift"]
        var answers: [URL] = []
        // The tangled files: a `swift file=NAME` block (not `fails`), and a
        // `Solution-<id>.swift` per exercise stub.
        for line in text.split(separator: "\n") where line.hasPrefix("```swift") {
            let words = line.dropFirst(3).split(separator: " ").map(String.init)
            if words.contains("fails") { continue }
            for word in words {
                if word.hasPrefix("file=") { outputs.insert(String(word.dropFirst(5))) }
                if word.hasPrefix("exercise=") {
                    let id = String(word.dropFirst(9))
                    outputs.insert("Solution-\(id).swift")
                    answers.append(root.appendingPathComponent("Solutions/\(id)/answer.swift"))
                }
            }
        }
        let folder = context.pluginWorkDirectoryURL.appendingPathComponent("Sources")
        let sorted = outputs.sorted()
        return [.buildCommand(
            displayName: "Tangling \(file)",
            executable: try context.tool(named: "workbook-tangle").url,
            arguments: [root.path, target.name, folder.path] + sorted,
            inputFiles: [chapter] + answers,
            outputFiles: sorted.map { folder.appendingPathComponent($0) }
        )]
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
}
