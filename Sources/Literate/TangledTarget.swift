import Foundation

/// The files `workbook tangle` writes for one chapter under
/// `Tangled/<Target>/`, and the comparison with what is on disk (drift).
public struct TangledTarget: Sendable {
    public let chapter: Chapter
    /// Relative to `Tangled/<Target>/` → contents.
    public let files: [String: Data]

    public init(course: Course, chapter: Chapter) throws {
        self.chapter = chapter
        var files: [String: Data] = [:]
        for file in try course.tangler(for: chapter).finalFiles() {
            files[file.name] = Data(Self.committedText(of: file).utf8)
        }
        let fixtures = course.fixturesDirectory(for: chapter)
        let fileManager = FileManager.default
        let names = (try? fileManager.contentsOfDirectory(atPath: fixtures.path)) ?? []
        for name in names.sorted() where !name.hasPrefix(".") {
            var isDirectory: ObjCBool = false
            let url = fixtures.appendingPathComponent(name)
            guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            files["Resources/\(name)"] = try Data(contentsOf: url)
        }
        if !files.keys.contains(where: { $0.hasPrefix("Resources/") }) {
            files["Resources/.keep"] = Data()
        }
        self.files = files
    }

    /// A difference between the chapter and `Tangled/`.
    public struct Drift: Sendable, Equatable, CustomStringConvertible {
        public enum Kind: String, Sendable { case stale, missing, extra }
        public let kind: Kind
        public let path: String
        public let chapterPath: String

        public var description: String {
            switch kind {
            case .stale: "\(path): error: out of date with \(chapterPath); run './workbook tangle' to regenerate it (edit the chapter, not this file)"
            case .missing: "\(path): error: missing; \(chapterPath) tangles a file here; run './workbook tangle'"
            case .extra: "\(path): error: no longer produced by \(chapterPath); run './workbook tangle' to remove it"
            }
        }
    }

    /// A file as committed. A reference answer keeps its header comment but
    /// not its `#sourceLocation`: every answer is a file named `answer.swift`,
    /// and two of them in one module give clashing `#fileID`s (a compiler
    /// warning per use). The grader and `verify` compile their own copies,
    /// located at `Solutions/<id>/answer.swift`.
    static func committedText(of file: SourceFile) -> String {
        guard file.name.hasPrefix("Solution-") else { return file.text }
        return file.text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("#sourceLocation") }
            .joined(separator: "\n")
    }

    public func directory(in course: Course) -> URL {
        course.tangledDirectory.appendingPathComponent(chapter.targetName)
    }

    /// What differs between these files and the ones on disk.
    public func drift(in course: Course) -> [Drift] {
        let directory = directory(in: course)
        let onDisk = Set(Self.listFiles(in: directory))
        var drift: [Drift] = []
        for (name, data) in files.sorted(by: { $0.key < $1.key }) {
            let path = "Tangled/\(chapter.targetName)/\(name)"
            if !onDisk.contains(name) {
                drift.append(Drift(kind: .missing, path: path, chapterPath: chapter.path))
            } else if (try? Data(contentsOf: directory.appendingPathComponent(name))) != data {
                drift.append(Drift(kind: .stale, path: path, chapterPath: chapter.path))
            }
        }
        for name in onDisk.subtracting(files.keys).sorted() {
            drift.append(Drift(kind: .extra, path: "Tangled/\(chapter.targetName)/\(name)", chapterPath: chapter.path))
        }
        return drift
    }

    /// Writes the files (each atomically) and removes files no longer
    /// produced. Returns what it changed.
    @discardableResult
    public func write(in course: Course) throws -> [Drift] {
        let directory = directory(in: course)
        let changed = drift(in: course)
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: directory.appendingPathComponent("Resources"), withIntermediateDirectories: true)
        for item in changed {
            let name = String(item.path.dropFirst("Tangled/\(chapter.targetName)/".count))
            let url = directory.appendingPathComponent(name)
            if item.kind == .extra {
                try fileManager.removeItem(at: url)
            } else {
                try files[name]!.write(to: url, options: .atomic)
            }
        }
        return changed
    }

    static func listFiles(in directory: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        var names: [String] = []
        while let name = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                names.append(name)
            }
        }
        return names
    }
}
