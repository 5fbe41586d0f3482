import Foundation
import Grading
import Literate

/// The only files the server writes: `Exercises/<id>.swift` for the course's
/// own exercise ids (never a path built from a request), and the progress
/// file through `LearnerWorkspace`.
struct AnswerFiles: Sendable {
    let workspace: LearnerWorkspace

    enum Failure: Error, CustomStringConvertible {
        case unknownExercise(String)
        case cannotWrite(path: String, reason: String)

        var description: String {
            switch self {
            case let .unknownExercise(id): "there is no exercise '\(id)'; see the list on the contents page"
            case let .cannotWrite(path, reason): "\(path): cannot save the answer (\(reason)); check that the folder is writable"
            }
        }
    }

    func url(for id: String) throws -> URL {
        guard workspace.course.exercise(id) != nil else { throw Failure.unknownExercise(id) }
        return workspace.answerURL(for: id)
    }

    /// The answer on disk, or nil when the learner has not started it.
    func text(for id: String) -> String? {
        guard let url = try? url(for: id), let data = try? Data(contentsOf: url) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// What the editor shows: the file, or the starter code it will be created from.
    func editorText(for id: String) -> (text: String, saved: Bool) {
        if let text = text(for: id) { return (text, true) }
        return ((try? workspace.starterText(for: id)) ?? "", false)
    }

    /// Writes the answer atomically: a temporary file beside it, then a
    /// rename, so an editor watching the file never sees half of it.
    /// Browsers send CR LF line ends from a textarea; the file keeps LF.
    func save(_ text: String, for id: String) throws {
        let url = try url(for: id)
        let normalized = text.replacingOccurrences(of: "\r\n", with: "\n")
        if self.text(for: id) == normalized { return }
        let directory = url.deletingLastPathComponent()
        let display = "Exercises/\(id).swift"
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let temporary = directory.appendingPathComponent(".\(id).swift.\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
            guard FileManager.default.createFile(atPath: temporary.path, contents: Data(normalized.utf8)) else {
                throw Failure.cannotWrite(path: display, reason: "cannot create a temporary file in Exercises/")
            }
            guard rename(temporary.path, url.path) == 0 else {
                let reason = String(cString: strerror(errno))
                unlink(temporary.path)
                throw Failure.cannotWrite(path: display, reason: reason)
            }
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure.cannotWrite(path: display, reason: error.localizedDescription)
        }
    }
}
