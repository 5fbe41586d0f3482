import Foundation
import Testing

/// docs/AUTHORING.md, followed literally in a scratch copy of the course:
/// every `./workbook` line of its `sh` blocks runs in order with the built
/// `workbook` (each exits 0, or with its block's `exit=N`), every block with
/// a `path=` is written there (a `replace=scaffold` block replaces what
/// `./workbook new exercise` inserted into that file), and every line of a
/// `text output` block appears in the output of the commands just before it
/// (numbers aside: line numbers and durations). The page ends with
/// `verify --exercise` green and a learner's answer passing `check`.
@Suite("The authoring tutorial works as written", .serialized, .tags(.slow))
struct AuthoringTutorialTests {
    /// A fenced block of the page: its info string's words and its text.
    struct Block {
        let language: String
        let attributes: [String: String]
        let flags: Set<String>
        let body: String
        let line: Int
    }

    static let page = repositoryRoot.appendingPathComponent("docs/AUTHORING.md")
    static let binary = productsDirectory.appendingPathComponent("workbook")

    /// The page's fenced blocks, in order (a fence of N backticks closes at
    /// a line of at least N backticks, so a block may hold shorter fences).
    static func blocks(of text: String) -> [Block] {
        let lines = text.components(separatedBy: "\n")
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let ticks = line.prefix { $0 == "`" }.count
            guard ticks >= 3 else { index += 1; continue }
            let words = line.dropFirst(ticks).split(separator: " ").map(String.init)
            var body: [String] = []
            let start = index + 1
            index += 1
            while index < lines.count {
                let candidate = lines[index].trimmingCharacters(in: .whitespaces)
                if candidate.count >= ticks && candidate.allSatisfy({ $0 == "`" }) { break }
                body.append(lines[index])
                index += 1
            }
            index += 1
            var attributes: [String: String] = [:]
            var flags: Set<String> = []
            for word in words.dropFirst() {
                if let equals = word.firstIndex(of: "=") {
                    attributes[String(word[..<equals])] = String(word[word.index(after: equals)...])
                } else {
                    flags.insert(word)
                }
            }
            blocks.append(Block(language: words.first ?? "", attributes: attributes, flags: flags, body: body.joined(separator: "\n") + "\n", line: start))
        }
        return blocks
    }

    /// The text with every run of digits as "N".
    static func withoutNumbers(_ text: String) -> String {
        text.replacingOccurrences(of: "[0-9]+", with: "N", options: .regularExpression)
    }

    static func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let log = folder.appendingPathComponent(".tutorial-output")
        try Data().write(to: log)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }

    @Test("the page's blocks are the kinds the test follows")
    func pageShape() throws {
        let blocks = Self.blocks(of: try String(contentsOf: Self.page, encoding: .utf8))
        let commands = blocks.filter { $0.language == "sh" }.flatMap { $0.body.split(separator: "\n").filter { $0.hasPrefix("./workbook ") } }
        #expect(commands.first?.hasPrefix("./workbook new exercise ") == true)
        #expect(commands.contains { $0.hasPrefix("./workbook verify --exercise ") })
        #expect(commands.last?.hasPrefix("./workbook check ") == true)
        #expect(blocks.filter { $0.attributes["replace"] == "scaffold" }.count == 2)
        #expect(blocks.filter { $0.attributes["path"]?.contains("/mutations/rule") == true }.count >= 3)
    }

    @Test("from nothing to a verified exercise and a graded answer, in a scratch copy of the course")
    func followTheTutorial() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build the workbook first (swift build)")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("authoring-tutorial-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        for folder in ["Chapters", "Solutions", "Tangled", "docs"] {
            try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent(folder), to: scratch.appendingPathComponent(folder))
        }

        let blocks = Self.blocks(of: try String(contentsOf: Self.page, encoding: .utf8))
        /// What the scaffold inserted into each file: the range of lines it added.
        var inserted: [String: Range<Int>] = [:]
        var output = ""
        var ran: [String] = []
        for block in blocks {
            if block.language == "sh" {
                output = ""
                for command in block.body.split(separator: "\n") where command.hasPrefix("./workbook ") {
                    let arguments = command.split(separator: " ").dropFirst().map(String.init)
                    let scaffolding = arguments.starts(with: ["new", "exercise"])
                    let watched = ["Chapters", "docs"].flatMap { folder in
                        ((try? FileManager.default.subpathsOfDirectory(atPath: scratch.appendingPathComponent(folder).path)) ?? [])
                            .filter { $0.hasSuffix(".md") }.map { "\(folder)/\($0)" }
                    }
                    let before = scaffolding ? Dictionary(uniqueKeysWithValues: watched.map { ($0, (try? String(contentsOf: scratch.appendingPathComponent($0), encoding: .utf8)) ?? "") }) : [:]
                    let (status, printed) = try Self.run(arguments, in: scratch)
                    output += printed
                    ran.append(String(command))
                    let expected = Int32(block.attributes["exit"] ?? "0") ?? 0
                    try #require(status == expected, "docs/AUTHORING.md:\(block.line): '\(command)' exited \(status), not \(expected):\n\(printed)")
                    for (path, old) in before {
                        let new = (try? String(contentsOf: scratch.appendingPathComponent(path), encoding: .utf8)) ?? ""
                        guard new != old else { continue }
                        let oldLines = old.components(separatedBy: "\n"), newLines = new.components(separatedBy: "\n")
                        var prefix = 0
                        while prefix < oldLines.count, oldLines[prefix] == newLines[prefix] { prefix += 1 }
                        var suffix = 0
                        while suffix < oldLines.count - prefix, oldLines[oldLines.count - 1 - suffix] == newLines[newLines.count - 1 - suffix] { suffix += 1 }
                        inserted[path] = prefix..<(newLines.count - suffix)
                    }
                }
            } else if block.language == "text", block.flags.contains("output") {
                let printed = Set(output.components(separatedBy: "\n").map(Self.withoutNumbers))
                for line in block.body.split(separator: "\n") {
                    #expect(printed.contains(Self.withoutNumbers(String(line))), "docs/AUTHORING.md:\(block.line): the page shows a line the command did not print:\n  \(line)\nit printed:\n\(output)")
                }
            } else if let path = block.attributes["path"] {
                let url = scratch.appendingPathComponent(path)
                if block.attributes["replace"] == "scaffold" {
                    let range = try #require(inserted[path], "docs/AUTHORING.md:\(block.line): replaces what the scaffold wrote into \(path), but it wrote nothing there")
                    var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
                    lines.replaceSubrange(range, with: block.body.trimmingCharacters(in: .newlines).components(separatedBy: "\n"))
                    try Data(lines.joined(separator: "\n").utf8).write(to: url)
                } else {
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(block.body.utf8).write(to: url)
                }
            }
        }
        // It ended with the exercise verified and a learner's answer graded.
        #expect(ran.contains { $0.hasPrefix("./workbook verify --exercise ") })
        #expect(ran.last?.hasPrefix("./workbook check ") == true)
        #expect(output.contains("passed"), "\(output)")

        // Unfair mutations are caught: one that breaks nothing, one that
        // breaks another rule than its header says, one misnamed.
        let id = try #require(ran.first?.split(separator: " ").dropFirst(3).first.map(String.init))
        let mutations = scratch.appendingPathComponent("Solutions/\(id)/mutations")
        let reference = try String(contentsOf: scratch.appendingPathComponent("Solutions/\(id)/answer.swift"), encoding: .utf8)
        let other = try #require(FileManager.default.contentsOfDirectory(atPath: mutations.path).first { $0.hasPrefix("rule2-") })
        let ruleTwoBug = try String(contentsOf: mutations.appendingPathComponent(other), encoding: .utf8)
            .replacingOccurrences(of: "// breaks: rule 2", with: "// breaks: rule 1")
        try Data(("// breaks: rule 1\n" + reference).utf8).write(to: mutations.appendingPathComponent("rule1-no-bug.swift"))
        try Data(ruleTwoBug.utf8).write(to: mutations.appendingPathComponent("rule1-other-rule.swift"))
        try Data(("// breaks: rule 1\n" + reference).utf8).write(to: mutations.appendingPathComponent("rule-1.swift"))
        let (status, printed) = try Self.run(["verify", "--exercise", id], in: scratch)
        #expect(status == 1)
        #expect(printed.contains("Solutions/\(id)/mutations/rule1-no-bug.swift:1: error: breaks rule 1 and no other: no case of rule 1 fails: it passes every case"), "\(printed)")
        #expect(printed.contains("Solutions/\(id)/mutations/rule1-other-rule.swift:1: error: breaks rule 1 and no other: no case of rule 1 fails: it fails only cases of other rules (rule 2)"), "\(printed)")
        #expect(printed.contains("Solutions/\(id)/mutations/rule-1.swift:1: error: a mutation names the rule it breaks: a mutation's file name is 'rule<N>-<what>.swift'"), "\(printed)")
        #expect(printed.contains("breaks rule 3 and no other") && !printed.contains("rule3-number-accepted.swift:1: error"), "\(printed)")
    }
}
