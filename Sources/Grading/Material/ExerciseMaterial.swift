import Crypto
import Foundation
import Literate

/// An exercise's grading material, read once from its folder
/// (``ExerciseFolder``: `Solutions/<id>/` or an instructor's `--solutions`
/// copy): the reference answer, harness, generator and bridge as text, the
/// hidden cases parsed (or why they cannot be), the author's mutations, and
/// the digest a stored verdict is keyed on. The checker, the class grader,
/// the verifier and the result store all take it from here, so one check
/// reads each file once and no other code names the files.
public struct ExerciseMaterial: Sendable {
    public let folder: ExerciseFolder
    public var id: String { folder.id }
    /// The text of each file the folder holds as UTF-8.
    private let texts: [ExerciseFolder.File: String]
    /// The files the folder holds (readable or not).
    private let present: Set<ExerciseFolder.File>
    /// The hidden cases, or why they cannot be read (the error names the
    /// file and what to fix).
    public let cases: Result<CaseFile, GradingError>
    /// The author's mutations (`mutations/rule<N>-<what>.swift`), each
    /// read or the problem that keeps it from being one, in name order.
    public let mutations: [Result<MutationFile, MutationFile.Problem>]
    /// The digest of everything a verdict can depend on: every regular file
    /// of the folder (harness, reference answer, generator, bridge, cases
    /// and anything beside them), by relative path, and the grader's own
    /// driver and support files. A stored verdict is keyed on it, so
    /// correcting any of them grades again. The author's `mutations/` folder
    /// is left out: no verdict depends on it, so adding a mutation grades
    /// nothing again.
    public let digest: Data

    /// Reads the exercise's folder: each file once.
    public static func read(_ folder: ExerciseFolder) -> ExerciseMaterial {
        ExerciseMaterial(folder: folder)
    }

    private init(folder: ExerciseFolder) {
        self.folder = folder
        var hasher = SHA256()
        func add(_ label: String, _ data: Data?) {
            hasher.update(data: Data("\(label)\n\(data?.count ?? -1)\n".utf8))
            if let data { hasher.update(data: data) }
        }
        for name in ExerciseSources.graderFileNames { add("grader \(name)", (try? ExerciseSources.resource(name)).map { Data($0.utf8) }) }
        let root = folder.url.standardizedFileURL.path
        var paths: [String] = []
        if let walker = FileManager.default.enumerator(at: folder.url, includingPropertiesForKeys: [.isRegularFileKey], options: []) {
            for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                let path = String(url.standardizedFileURL.path.dropFirst(root.count))
                if !path.hasPrefix("/\(ExerciseFolder.mutationsName)/") { paths.append(path) }
            }
        }
        var bytes: [String: Data] = [:]
        for path in paths.sorted() {
            let data = try? Data(contentsOf: URL(fileURLWithPath: folder.url.path + path))
            bytes[path] = data
            add("file \(path)", data)
        }
        digest = Data(hasher.finalize())

        var texts: [ExerciseFolder.File: String] = [:]
        var present: Set<ExerciseFolder.File> = []
        var caseBytes: Data?
        for file in ExerciseFolder.File.allCases {
            // A file the walk did not meet (a link) is read where it is.
            let data = bytes["/\(file.rawValue)"] ?? (try? Data(contentsOf: folder.url(file)))
            if data != nil || folder.exists(file) { present.insert(file) }
            if file == .cases { caseBytes = data }
            if let data, let text = String(data: data, encoding: .utf8) { texts[file] = text }
        }
        self.texts = texts
        self.present = present
        let casesURL = folder.url(.cases), casesPath = folder.displayPath(.cases)
        if let caseBytes {
            cases = Result { try CaseFile.load(caseBytes, from: casesURL, displayPath: casesPath) }.mapError(Self.gradingError)
        } else {
            // Not read: say why, as reading it again does.
            cases = Result { try CaseFile.load(casesURL, displayPath: casesPath) }.mapError(Self.gradingError)
        }
        mutations = MutationFile.all(in: folder)
    }

    private static func gradingError(_ error: Error) -> GradingError {
        error as? GradingError ?? .setup("\(error)")
    }

    /// The file's text; nil when it is missing or not UTF-8.
    public func text(_ file: ExerciseFolder.File) -> String? { texts[file] }

    /// Whether the folder holds the file.
    public func has(_ file: ExerciseFolder.File) -> Bool { present.contains(file) }

    /// Whether the exercise has a generator.
    public var hasGenerator: Bool { has(.generator) }

    /// Points the exercise is worth: its cases' "points", 10 when they say
    /// none or cannot be read.
    public var points: Double { (try? cases.get())?.points ?? 10 }
}
