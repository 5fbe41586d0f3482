import Classroom
import Foundation

/// `workbook gradebook DIR…`: reads each assignment's grades.json, and
/// writes canvas.csv and gradebook.html into one folder, both or neither.
public struct GradebookRun: Sendable {
    /// Folders `workbook grade` wrote (or grades.json files), in column order.
    public var inputs: [URL]
    /// The folder canvas.csv and gradebook.html go to.
    public var output: URL
    /// `ruleTexts[exercise][number]`: each rule's sentence, from the chapters (may be empty).
    public var ruleTexts: [String: [Int: String]]

    public static let csvName = "canvas.csv"
    public static let pageName = "gradebook.html"
    /// A similarity report found beside grades.json under this name is linked.
    public static let similarityName = "similarity.html"

    public init(inputs: [URL], output: URL, ruleTexts: [String: [Int: String]] = [:]) {
        self.inputs = inputs.map(\.standardizedFileURL)
        self.output = output.standardizedFileURL
        self.ruleTexts = ruleTexts
    }

    public struct Result: Sendable {
        public var gradebook: Gradebook
        public var statistics: GradebookStatistics
        public var files: [URL]
    }

    /// Everything rendered before anything is written.
    public func render() throws -> (gradebook: Gradebook, statistics: GradebookStatistics, files: [(url: URL, data: Data)]) {
        guard !inputs.isEmpty else { throw GradebookError.noInput }
        let gradebook = try Gradebook(try inputs.map(Self.load))
        let statistics = GradebookStatistics(gradebook, ruleTexts: ruleTexts)
        let links = gradebook.assignments.map { $0.similarity.map { Self.relativeLink(from: output, to: $0) } }
        let sources = gradebook.assignments.map { Self.relativePath(from: output, to: $0.source) }
        let page = GradebookPage.html(gradebook, statistics: statistics, similarityLinks: links, sources: sources)
        return (gradebook, statistics, [
            (output.appendingPathComponent(Self.csvName), CanvasGradebook.csv(gradebook)),
            (output.appendingPathComponent(Self.pageName), Data(page.utf8)),
        ])
    }

    /// Renders, then writes both files (each whole, or the old one kept).
    public func run() throws -> Result {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: output.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw GradebookError.badOutput(path: output.path, reason: "this is a file; --output names the folder canvas.csv and gradebook.html are written to")
        }
        let (gradebook, statistics, files) = try render()
        AtomicFile.removeLeftovers(in: output)
        try AtomicFile.writeAll(files, staging: output)
        return Result(gradebook: gradebook, statistics: statistics, files: files.map(\.url))
    }

    /// One assignment from a folder holding grades.json, or the file itself.
    static func load(_ input: URL) throws -> Gradebook.Assignment {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input.path, isDirectory: &isFolder) else {
            throw GradebookError.notFound(path: input.path)
        }
        let file = isFolder.boolValue ? input.appendingPathComponent("grades.json") : input
        guard FileManager.default.fileExists(atPath: file.path) else { throw GradebookError.notFound(path: input.path) }
        let report = try ClassReport.load(file)
        if let shard = report.shard { throw GradebookError.shard(path: file.path, index: shard.index, count: shard.count) }
        let folder = file.deletingLastPathComponent()
        let similarity = folder.appendingPathComponent(similarityName)
        let record = report.assignment
        return Gradebook.Assignment(
            id: record?.id ?? folder.lastPathComponent,
            title: record?.title ?? folder.lastPathComponent,
            canvasID: record?.canvasAssignmentId,
            points: record?.points ?? report.maxScore,
            due: record?.due,
            source: file,
            similarity: FileManager.default.fileExists(atPath: similarity.path) ? similarity : nil,
            report: report
        )
    }

    /// `target` as a path relative to the folder `base` (both absolute).
    static func relativePath(from base: URL, to target: URL) -> String {
        let from = base.standardizedFileURL.pathComponents, to = target.standardizedFileURL.pathComponents
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `relativePath`, percent-encoded for an href.
    static func relativeLink(from base: URL, to target: URL) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ";?#")
        return relativePath(from: base, to: target).split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }
            .joined(separator: "/")
    }
}
