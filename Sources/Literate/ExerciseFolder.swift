import Foundation

/// One exercise's folder of grading material, `Solutions/<id>/` (or an
/// instructor's `--solutions` copy of it): the one place that names its
/// files, says where they are and reads them.
public struct ExerciseFolder: Sendable, Equatable {
    /// The files an exercise's folder may hold.
    public enum File: String, CaseIterable, Sendable {
        /// The reference answer: exactly what a learner writes at that step.
        case answer = "answer.swift"
        /// Turns one case's input into a result by calling the answer's code.
        case harness = "harness.swift"
        /// Makes varied inputs from a seed (optional).
        case generator = "generator.swift"
        /// Compiled with each answer, naming what the harness needs of it (optional).
        case bridge = "bridge.swift"
        /// The hidden cases: points, cases, how results are read.
        case cases = "cases.json"
    }

    public let id: String
    /// The folder itself.
    public let url: URL
    /// How paths in it are shown: `Solutions/<id>` for the course's own.
    public let displayPath: String

    public init(id: String, url: URL, displayPath: String? = nil) {
        self.id = id
        self.url = url
        self.displayPath = displayPath ?? "Solutions/\(id)"
    }

    /// The exercise's folder in `solutions` (the course's `Solutions/` or an
    /// instructor's copy of it).
    public init(id: String, in solutions: URL, displayRoot: String = "Solutions") {
        self.init(id: id, url: solutions.appendingPathComponent(id), displayPath: "\(displayRoot)/\(id)")
    }

    public func url(_ file: File) -> URL { url.appendingPathComponent(file.rawValue) }

    /// The file as shown in messages: `Solutions/<id>/harness.swift`.
    public func displayPath(_ file: File) -> String { "\(displayPath)/\(file.rawValue)" }

    public func exists(_ file: File) -> Bool { FileManager.default.fileExists(atPath: url(file).path) }

    /// The file's text, or nil when it is missing or not UTF-8.
    public func read(_ file: File) -> String? { try? String(contentsOf: url(file), encoding: .utf8) }

    /// The author's mutations folder: the reference answer with one rule
    /// broken, one file per mutation (`rule<N>-<what>.swift`). No check
    /// compiles them; `workbook verify --exercise` does.
    public static let mutationsName = "mutations"

    /// The mutations folder itself.
    public var mutationsURL: URL { url.appendingPathComponent(Self.mutationsName) }

    /// A file of the mutations folder as shown in messages:
    /// `Solutions/<id>/mutations/<name>` (the folder itself, with a slash,
    /// when `name` is empty).
    public func mutationDisplayPath(_ name: String = "") -> String { "\(displayPath)/\(Self.mutationsName)/\(name)" }
}

extension Course {
    /// An exercise's folder of grading material in the course's solutions folder.
    public func folder(for id: String) -> ExerciseFolder {
        ExerciseFolder(id: id, in: solutionsDirectory)
    }
}
