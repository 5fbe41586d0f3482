import Foundation
import Testing
import TestSupport
@testable import Classroom
import Grading

/// The wall (Tests/Wall): correct answers in many styles, written from the
/// chapters alone. The whole wall graded as one class (each answer a
/// student) gives every answer full marks, and each answer then checked as a
/// learner checks it passes with the same verdict, case by case, on the same
/// generated cases.
///
/// The check is asked with the path the class report gives the answer
/// (`<student>/<id>.swift`), so it finds the class's build of it (one
/// program key): the two judge one program, and the checks cost runs, not
/// compiles. That a program built with the reference answer's chapter
/// objects (how `grade` compiles) runs as one compiled whole is what
/// ChapterObjectsTests and DeterminismTests prove.
@Suite("The wall: correct answers in every style pass check and grade", .tags(.slow))
struct WallTests {
    static let wall = courseRoot.appendingPathComponent("Tests/Wall")

    /// Every exercise with a wall folder, in course order of their ids.
    static let exercises: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: wall.path)) ?? [])
        .filter { !$0.hasSuffix(".md") }.sorted()

    /// The wall's answers to `id`: (student folder, file).
    static func answers(_ id: String) -> [(student: String, url: URL)] {
        let folder = wall.appendingPathComponent(id)
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted().map {
            (id + "-" + String($0.dropLast(6)), folder.appendingPathComponent($0))
        }
    }

    static let checker = try? ClassFixture.makeChecker()
    /// The first of the slots this suite's runs use (two for the checks, two for the class).
    static let firstSlot = SlotBlocks.wall

    static func options() -> GradeOptions {
        var options = GradeOptions(jobs: 2, store: nil)
        options.firstSlot = firstSlot + 2
        return options
    }

    @Test("the wall has at least eight answers for every exercise")
    func complete() throws {
        let course = try #require(Self.checker).setup.course
        #expect(Set(Self.exercises) == Set(course.exercises.map(\.id)))
        for id in Self.exercises { #expect(Self.answers(id).count >= 8, "\(id)") }
        #expect(Self.exercises.map { Self.answers($0).count }.reduce(0, +) >= 200)
    }

    @Test("the wall graded as a class, then each answer checked: full marks, and every case the verdict check gives it")
    func grade() throws {
        let checker = try #require(Self.checker)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wall-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var exerciseOf: [String: String] = [:]
        for id in Self.exercises {
            for (student, url) in Self.answers(id) {
                let copy = folder.appendingPathComponent(student).appendingPathComponent("\(id).swift")
                try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: url, to: copy)
                exerciseOf[student] = id
            }
        }
        // As `workbook grade` compiles: objects shared with the reference answer's build only.
        var setup = checker.setup
        setup.chapterObjectSharing = .referenceAnswer
        let report = try ClassGrader(checker: Checker(setup: setup)).grade(try Submissions.scan(folder, exerciseIDs: Self.exercises), options: Self.options())
        #expect(report.students.count == exerciseOf.count)
        var graded: [(student: String, id: String, exercise: ExerciseReport)] = []
        for student in report.students {
            let id = try #require(exerciseOf[student.name])
            let exercise = try #require(student.exercises.first { $0.exercise == id })
            // On failure, how each case ended and the run's own words, so
            // that a verdict seen once names its cause.
            let ended = exercise.tests.filter { $0.status != .passed }.prefix(3)
                .map { "  \($0.name): \($0.status) \($0.ending?.rawValue ?? "-") \(($0.message ?? "").prefix(400))" }.joined(separator: "\n")
            #expect(exercise.detail == .passed && exercise.score == exercise.maxScore,
                    "\(student.name): \(exercise.detail) \(exercise.outcome) \(exercise.reason ?? "")\n\(ended)")
            graded.append((student.name, id, exercise))
        }
        // Each answer checked as a learner checks it, on the student's seed:
        // the same cases, the same verdicts (two at a time, one slot each).
        let differences = Differences()
        let gradedExercises = graded
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            for (index, item) in gradedExercises.enumerated() where index % 2 == worker {
                let path = folder.appendingPathComponent(item.student).appendingPathComponent("\(item.id).swift")
                let verdicts: [String: Bool]
                do {
                    let text = try String(contentsOf: path, encoding: .utf8)
                    let checked = try checker.check(CheckRequest(exercise: .id(item.id), answer: .text(text, shownAs: "\(item.student)/\(item.id).swift"), seeds: .given(Self.options().seed(for: item.student)), slot: Self.firstSlot + worker))
                    verdicts = Dictionary(checked.cases.map { ($0.name, $0.passed) }, uniquingKeysWith: { $0 && $1 })
                    if !checked.passed { differences.add("\(item.student): check did not pass") }
                } catch {
                    differences.add("\(item.student): \(error)")
                    continue
                }
                if verdicts != Dictionary(item.exercise.tests.map { ($0.name, $0.status == .passed) }, uniquingKeysWith: { $0 && $1 }) {
                    differences.add("\(item.student): check and grade differ")
                }
            }
        }
        #expect(differences.all.isEmpty, "\(differences.all)")
    }
}

/// What two workers found, behind a lock.
final class Differences: @unchecked Sendable {
    private let lock = NSLock()
    private var found: [String] = []

    func add(_ difference: String) { lock.withLock { found.append(difference) } }
    var all: [String] { lock.withLock { found } }
}
