import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport
import Classroom
import Grading
import Literate
import Sandbox

// One small class, graded once through the real grader and shared by the
// tests below (each answer costs a compile and sandboxed runs). The suite is
// serialized and uses sandbox slots 24… so it never shares a uid with other
// tests' runs.

let courseRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let firstSlot = SlotBlocks.classroomFixture

struct ClassFixture: Sendable {
    let folder: URL
    let classDirectory: URL
    let store: URL
    let checker: Checker
    let report: ClassReport

    static func make() throws -> ClassFixture {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("classroom-tests-\(UUID().uuidString)")
        let classDirectory = folder.appendingPathComponent("class")
        let fileManager = FileManager.default
        func put(_ student: String, _ file: String, _ text: String) throws {
            let url = classDirectory.appendingPathComponent(student).appendingPathComponent(file)
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let reference = { (id: String) in try String(contentsOf: courseRoot.appendingPathComponent("Solutions/\(id)/answer.swift"), encoding: .utf8) }
        let wrong = try String(contentsOf: courseRoot.appendingPathComponent("Tests/GradingTests/Answers/kebab-strategy/wrong-also-underscores.swift"), encoding: .utf8)

        // Correct answers.
        try put("Ada Lovelace", "kebab-strategy.swift", try reference("kebab-strategy"))
        try put("Ada Lovelace", "mana-decoding.swift", try reference("mana-decoding"))
        // A wrong answer and an endless loop, in a non-ASCII folder.
        try put("Zoë Ñúñez", "kebab-strategy.swift", wrong)
        try put("Zoë Ñúñez", "mana-decoding.swift", hostileLoop)
        // fatalError, and malformed files.
        try put("bob", "kebab-strategy.swift", hostileCrash)
        try put("bob", "mana-decoding.swift", "")
        try fileManager.createSymbolicLink(atPath: classDirectory.appendingPathComponent("bob/userinfo-interval.swift").path, withDestinationPath: "/etc/passwd")
        try Data([0xFF, 0xFE, 0x00, 0x01, 0x80]).write(to: classDirectory.appendingPathComponent("bob/nested-encoding.swift"))
        try put("bob", "kebab.swift", "// misnamed\n")
        // Same answer as Ada's (graded once), in a name that needs CSV quoting.
        try put("carol, \"cc\"", "kebab-strategy.swift", try reference("kebab-strategy"))
        // A linked folder leading into another student's folder is not followed either.
        try fileManager.createSymbolicLink(atPath: classDirectory.appendingPathComponent("carol, \"cc\"/Exercises").path, withDestinationPath: "../Ada Lovelace")
        // A stray file at the top level.
        try Data("read me".utf8).write(to: classDirectory.appendingPathComponent("notes.txt"))

        let checker = try makeChecker()
        let store = folder.appendingPathComponent("store")
        var options = GradeOptions(jobs: 2, store: ResultStore(directory: store))
        options.firstSlot = firstSlot
        let submissions = try Submissions.scan(classDirectory, exerciseIDs: checker.exerciseIDs)
        let report = try ClassGrader(checker: checker).grade(submissions, options: options)
        return ClassFixture(folder: folder, classDirectory: classDirectory, store: store, checker: checker, report: report)
    }

    static func makeChecker() throws -> Checker {
        let course = try Course.load(root: courseRoot)
        var limits = Limits()
        limits.wallClockSeconds = 3
        limits.cpuSeconds = 3
        return Checker(setup: try GraderSetup(course: course, productsDirectory: GraderSetup.defaultProductsDirectory(), limits: limits))
    }

    func student(_ name: String) throws -> StudentReport {
        try #require(report.students.first { $0.name == name })
    }

    func exercise(_ name: String, _ id: String) throws -> ExerciseReport {
        try #require(try student(name).exercises.first { $0.exercise == id })
    }

    func options(shard: Shard? = nil, store: URL? = nil) -> GradeOptions {
        var options = GradeOptions(jobs: 2, store: ResultStore(directory: store ?? self.store), shard: shard)
        options.firstSlot = firstSlot
        return options
    }
}

let hostileLoop = """
import Foundation

extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        var spinning = true
        while spinning { spinning = Date() > Date.distantPast }
        colors = []
    }
}
"""

let hostileCrash = """
import Foundation

struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    init?(stringValue: String) { self.stringValue = stringValue; intValue = nil }
    init?(intValue: Int) { stringValue = "\\(intValue)"; self.intValue = intValue }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { _ in fatalError("left for later") }
}
"""

final class SharedFixture: @unchecked Sendable {
    static let instance = SharedFixture()
    private let lock = NSLock()
    private var value: ClassFixture?

    func get() throws -> ClassFixture {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let made = try ClassFixture.make()
        value = made
        return made
    }
}

/// Reports compared without the `reused` flags (which say how, not what).
func withoutReuse(_ report: ClassReport) -> ClassReport {
    var copy = report
    for s in copy.students.indices {
        for e in copy.students[s].exercises.indices { copy.students[s].exercises[e].reused = false }
    }
    return copy
}

@Suite("workbook grade: a small class", .serialized, .tags(.slow))
struct ClassroomTests {
    @Test("every cell of the class's results")
    func everyCell() throws {
        let fixture = try SharedFixture.instance.get()
        let report = fixture.report
        let ids = fixture.checker.exerciseIDs
        #expect(report.students.map(\.name) == ["Ada Lovelace", "Zoë Ñúñez", "bob", "carol, \"cc\""].sorted())
        #expect(report.exercises.map(\.id) == ids)
        #expect(report.strayFiles.map(\.file) == ["notes.txt"])
        #expect(report.maxScore == ids.map { fixture.checker.points(for: $0) }.reduce(0, +))

        // Every exercise: the score is the sum of the parts met, and the counts agree with the per-case detail.
        for student in report.students {
            #expect(student.exercises.map(\.exercise) == ids)
            #expect(student.score == (student.exercises.map(\.score).reduce(0, +) * 100).rounded() / 100)
            for exercise in student.exercises {
                let points = fixture.checker.points(for: exercise.exercise)
                #expect(exercise.maxScore == points)
                if !exercise.tests.isEmpty {
                    #expect(exercise.passedTests == exercise.tests.filter(\.passed).count)
                    #expect(exercise.totalTests == exercise.tests.count)
                    #expect(exercise.tests.first?.hidden == false, "the chapter's visible case comes first")
                    #expect(exercise.tests.dropFirst().allSatisfy { $0.hidden })
                }
                // The parts' shares (largest remainder, in cents) add up to the
                // points exactly; the score is the met parts' shares; every
                // case belongs to exactly one part.
                if !exercise.tests.isEmpty {
                    #expect(exercise.parts.map { Cents(points: $0.maxScore) }.reduce(Cents(0), +) == Cents(points: points))
                    #expect(exercise.parts.filter(\.met).map { Cents(points: $0.maxScore) }.reduce(Cents(0), +) == Cents(points: exercise.score), "\(student.name)/\(exercise.exercise)")
                    let shares = exercise.parts.map { Cents(points: $0.maxScore).value }
                    #expect(shares.max()! - shares.min()! <= 1)
                    #expect(exercise.parts.flatMap(\.cases).sorted() == exercise.tests.map(\.name).sorted())
                } else {
                    #expect(exercise.score == 0)
                }
            }
        }

        // Ada: both answers correct, the rest missing.
        let ada = try fixture.student("Ada Lovelace")
        for id in ["kebab-strategy", "mana-decoding"] {
            let cell = try fixture.exercise("Ada Lovelace", id)
            #expect(cell.status == .pass && cell.detail == .passed && cell.outcome == .passed)
            #expect(cell.score == cell.maxScore)
            #expect(cell.tests.allSatisfy { $0.passed })
        }
        for id in ["userinfo-interval", "nested-encoding", "customer-decodable"] {
            let cell = try fixture.exercise("Ada Lovelace", id)
            #expect(cell.status == .missing && cell.detail == .missing && cell.outcome == .missing && cell.score == 0 && cell.tests.isEmpty)
        }
        #expect(ada.score == 20)
        #expect(ada.ignoredFiles.isEmpty)

        // Zoë: a wrong answer that breaks one rule (2) gets partial credit, the loop times out.
        let wrong = try fixture.exercise("Zoë Ñúñez", "kebab-strategy")
        #expect(wrong.status == .fail && wrong.detail == .failed && wrong.outcome == .partial)
        #expect(wrong.score > 0 && wrong.score < wrong.maxScore)
        #expect(wrong.tests.contains { $0.status == .failed })
        let direct = try fixture.checker.check(CheckRequest(exercise: .id("kebab-strategy"), answer: .file(fixture.classDirectory.appendingPathComponent("Zoë Ñúñez/kebab-strategy.swift"), shownAs: "kebab-strategy.swift"), seeds: .given(fixture.options().seed(for: "Zoë Ñúñez")), slot: firstSlot))
        #expect(direct.passedCount == wrong.passedTests, "grade and check must agree on the same answer")
        let loop = try fixture.exercise("Zoë Ñúñez", "mana-decoding")
        #expect(loop.status == .fail && loop.score == 0 && loop.outcome == .crashedOrTimedOut)
        #expect(loop.tests.first?.status == .timedOut)
        #expect(loop.tests.dropFirst().allSatisfy { $0.status == .timedOut || $0.status == .notRun })

        // bob: fatalError crashes every case; malformed files are failed attempts with a reason.
        let crash = try fixture.exercise("bob", "kebab-strategy")
        #expect(crash.status == .fail && crash.score == 0 && crash.outcome == .crashedOrTimedOut)
        // Each run that ends early costs one case; after a few in a row the
        // rest are not run (CaseRunner.earlyEndsBeforeGivingUp).
        #expect(crash.tests.filter { $0.status == .crashed }.count >= 2)
        #expect(crash.tests.allSatisfy { $0.status == .crashed || $0.status == .notRun })
        #expect(crash.tests.first?.message?.contains("left for later") == true)
        let empty = try fixture.exercise("bob", "mana-decoding")
        #expect(empty.status == .fail && empty.detail == .unusable && empty.outcome == .unusable && empty.reason?.contains("empty") == true)
        let link = try fixture.exercise("bob", "userinfo-interval")
        #expect(link.status == .fail && link.detail == .unusable && link.reason?.contains("outside the student's folder") == true)
        #expect(link.reason?.contains("root:") == false, "the link's target is never read")
        let binary = try fixture.exercise("bob", "nested-encoding")
        #expect(binary.status == .fail && binary.detail == .unusable && binary.reason?.contains("UTF-8") == true)
        #expect(try fixture.exercise("bob", "customer-decodable").status == .missing)
        let bob = try fixture.student("bob")
        #expect(bob.score == 0)
        #expect(bob.ignoredFiles.map(\.file) == ["kebab.swift"])
        #expect(bob.ignoredFiles.first?.reason.contains("did you mean 'kebab-strategy.swift'") == true)

        // carol: the same answer as Ada's, the same verdict on the fixed cases
        // (each student's generated cases come from her own seed).
        let carol = try fixture.exercise("carol, \"cc\"", "kebab-strategy")
        #expect(carol.status == .pass && carol.score == carol.maxScore)
        let fixed = { (tests: [TestReport]) in tests.filter { !$0.name.hasPrefix("generated") } }
        #expect(fixed(carol.tests) == fixed(try fixture.exercise("Ada Lovelace", "kebab-strategy").tests))
        let borrowed = try fixture.exercise("carol, \"cc\"", "mana-decoding")
        #expect(borrowed.detail == .unusable && borrowed.score == 0 && borrowed.reason?.contains("outside the student's folder") == true)
    }

    @Test("every report format parses back to the same numbers")
    func reportsParseBack() throws {
        let fixture = try SharedFixture.instance.get()
        let report = fixture.report
        let output = fixture.folder.appendingPathComponent("reports")
        let files = try ReportWriter(formats: ReportFormat.defaults, output: output).write(report)
        #expect(files.count == 3 + 2 * report.students.count)

        // JSON: the documented shape.
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("grades.json"))) as? [String: Any])
        let students = try #require(json["students"] as? [[String: Any]])
        #expect(students.count == report.students.count)
        for (object, student) in zip(students, report.students) {
            #expect(object["name"] as? String == student.name)
            let exercises = try #require(object["exercises"] as? [[String: Any]])
            for (cell, exercise) in zip(exercises, student.exercises) {
                #expect(cell["exercise"] as? String == exercise.exercise)
                #expect(cell["status"] as? String == exercise.status.rawValue)
                #expect(["pass", "fail", "missing"].contains(cell["status"] as? String ?? ""))
                #expect((cell["score"] as? NSNumber)?.doubleValue == exercise.score)
                #expect((cell["max_score"] as? NSNumber)?.doubleValue == exercise.maxScore)
                #expect((cell["tests"] as? [Any])?.count == exercise.tests.count)
            }
        }
        #expect(try ClassReport.load(output.appendingPathComponent("grades.json")) == report)

        // CSV: header, one row per student, quoted names.
        let csvText = try String(contentsOf: output.appendingPathComponent("grades.csv"), encoding: .utf8)
        let rows = parseCSV(csvText)
        #expect(rows.first == ["student"] + report.exercises.flatMap { [$0.id, "\($0.id) outcome"] } + ["late_penalty", "overrides", "total"])
        #expect(rows.count == report.students.count + 1)
        for (row, student) in zip(rows.dropFirst(), report.students) {
            #expect(row.first == student.name)
            #expect(row.count == 2 * report.exercises.count + 4)
            let cells = Array(row.dropFirst().prefix(2 * report.exercises.count))
            #expect(stride(from: 0, to: cells.count, by: 2).map { Double(cells[$0]) } == student.exercises.map(\.score))
            #expect(stride(from: 1, to: cells.count, by: 2).map { cells[$0] } == student.exercises.map(\.outcome.rawValue))
            #expect(Double(row.last ?? "") == student.score)
        }
        #expect(csvText.contains("\"carol, \"\"cc\"\"\""))

        // JUnit: a testsuite per student, a testcase per exercise, failures for the rest.
        let document = try XMLDocument(data: Data(contentsOf: output.appendingPathComponent("junit.xml")))
        let suites = document.rootElement()?.elements(forName: "testsuite") ?? []
        #expect(suites.map { $0.attribute(forName: "name")?.stringValue ?? "" } == report.students.map(\.name))
        for (suite, student) in zip(suites, report.students) {
            let cases = suite.elements(forName: "testcase")
            #expect(cases.map { $0.attribute(forName: "name")?.stringValue ?? "" } == student.exercises.map(\.exercise))
            for (element, exercise) in zip(cases, student.exercises) {
                let failure = element.elements(forName: "failure").first
                #expect((failure == nil) == (exercise.status == .pass))
                if let failure { #expect(failure.attribute(forName: "type")?.stringValue == exercise.outcome.rawValue) }
            }
            #expect(suite.attribute(forName: "failures")?.stringValue == "\(student.exercises.filter { $0.status != .pass }.count)")
        }

        // Gradescope and feedback: the scores, and no hidden case's values.
        for student in report.students {
            let url = output.appendingPathComponent("gradescope/\(student.name).json")
            let results = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            #expect((results["score"] as? NSNumber)?.doubleValue == student.score)
            #expect((results["max_score"] as? NSNumber)?.doubleValue == student.maxScore)
            let tests = try #require(results["tests"] as? [[String: Any]])
            let sum = tests.compactMap { ($0["score"] as? NSNumber)?.doubleValue }.map { Cents(points: $0) }.reduce(Cents(0), +)
            #expect(sum == Cents(points: student.score), "Gradescope's tests add up to its score exactly")
            for test in tests {
                #expect(["passed", "failed"].contains(test["status"] as? String ?? ""))
                #expect(test["name"] is String && test["output"] is String && test["visibility"] is String && test["max_score"] is NSNumber)
            }
            var gradescopeText = try String(contentsOf: url, encoding: .utf8)
            var feedback = try String(contentsOf: output.appendingPathComponent("feedback/\(student.name).md"), encoding: .utf8)
            // A case's "explain" is the course's own sentence for learners (check shows it too); leave it out of the search.
            for explain in student.exercises.flatMap(\.tests).compactMap(\.explain) {
                gradescopeText = gradescopeText.replacingOccurrences(of: jsonEscaped(explain), with: "")
                for line in explain.split(separator: "\n") { feedback = feedback.replacingOccurrences(of: String(line), with: "") }
            }
            #expect(feedback.contains("\(student.score == student.score.rounded() ? "\(Int(student.score))" : "\(student.score)") / \(Int(report.maxScore))"))
            for exercise in student.exercises {
                for test in exercise.tests where test.hidden && !test.passed {
                    for secret in [test.expected, test.actual].compactMap({ $0 }) where secret.count > 6 {
                        #expect(!feedback.contains(secret), "hidden values leaked into \(student.name)'s feedback")
                        #expect(!gradescopeText.contains(jsonEscaped(secret)), "hidden values leaked into \(student.name)'s results.json")
                    }
                }
            }
        }
        let bobFeedback = try String(contentsOf: output.appendingPathComponent("feedback/bob.md"), encoding: .utf8)
        #expect(bobFeedback.contains("kebab.swift"))
        #expect(try leftovers(output).isEmpty)
    }

    @Test("a run that throws leaves an existing report untouched and no temporary files")
    func atomicWrites() throws {
        let fixture = try SharedFixture.instance.get()
        let output = fixture.folder.appendingPathComponent("atomic")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let old = Data("{\"old\": true}\n".utf8)
        try old.write(to: output.appendingPathComponent("grades.json"))
        let badCases = fixture.folder.appendingPathComponent("bad-cases")
        try FileManager.default.createDirectory(at: badCases, withIntermediateDirectories: true)
        try Data("{\"exercise\": \"kebab-strategy\", \"cases\": [{\"name\": 3}]}".utf8).write(to: badCases.appendingPathComponent("kebab-strategy.json"))
        var options = fixture.options()
        options.extraCasesDirectory = badCases
        let run = GradeRun(submissions: fixture.classDirectory, formats: [.json, .csv], output: output, options: options)
        #expect(throws: ClassroomError.self) { try run.run(checker: fixture.checker) }
        #expect(try Data(contentsOf: output.appendingPathComponent("grades.json")) == old)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("grades.csv").path))

        // A write replaces the file whole and leaves nothing beside it.
        let target = output.appendingPathComponent("sub/file.txt")
        try AtomicFile.write(Data("one".utf8), to: target)
        try AtomicFile.write(Data("two".utf8), to: target)
        #expect(try String(contentsOf: target, encoding: .utf8) == "two")
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.deletingLastPathComponent().path) == ["file.txt"])
        // Leftovers of an interrupted write are cleared by the next run's writer.
        try Data("half".utf8).write(to: output.appendingPathComponent(".grades.csv.partial-123"))
        try ReportWriter(formats: [.csv], output: output).write(fixture.report)
        #expect(try leftovers(output).isEmpty)
        #expect(try Data(contentsOf: output.appendingPathComponent("grades.json")) == old, "only the asked formats are written")
    }

    @Test("a re-run reuses every stored result; an interrupted run resumes")
    func resume() throws {
        let fixture = try SharedFixture.instance.get()
        let submissions = try Submissions.scan(fixture.classDirectory, exerciseIDs: fixture.checker.exerciseIDs)
        // Ada's two, carol's copy of one (graded on her own seed), Zoë's two,
        // bob's crash and his empty and binary files (refused by the checker).
        let distinct = 8
        #expect(ResultStore(directory: fixture.store).count == distinct)

        let counter = Counter()
        let again = try ClassGrader(checker: fixture.checker).grade(submissions, options: fixture.options()) { event in
            if case let .planned(_, toGrade, _) = event { counter.add(toGrade) }
        }
        #expect(counter.value == 0, "nothing is graded again")
        #expect(withoutReuse(again) == withoutReuse(fixture.report))
        // Everything the checker saw comes from the store; a link leaving the folder is refused before that.
        let cells = again.students.flatMap(\.exercises).filter { $0.file != nil && $0.reason?.contains("outside the student's folder") != true }
        #expect(cells.count == 8)
        #expect(cells.allSatisfy { $0.reused })

        // Interrupt a fresh run after its first answer; the next run grades only the rest.
        let store = fixture.folder.appendingPathComponent("store-interrupted")
        var options = fixture.options(store: store)
        options.jobs = 1
        let stop = Counter()
        #expect(throws: ClassroomError.self) {
            _ = try ClassGrader(checker: fixture.checker).grade(submissions, options: options, progress: { event in
                if case .graded = event { stop.add(1) }
            }, isCancelled: { stop.value > 0 })
        }
        #expect(ResultStore(directory: store).count == 1)
        let planned = Counter()
        let resumed = try ClassGrader(checker: fixture.checker).grade(submissions, options: options) { event in
            if case let .planned(_, toGrade, _) = event { planned.add(toGrade) }
        }
        #expect(planned.value == distinct - 1)
        #expect(withoutReuse(resumed) == withoutReuse(fixture.report))
        #expect(resumed.students.flatMap(\.exercises).filter(\.reused).count >= 1)
    }

    @Test("shards cover the class once, and merging them gives the unsharded result")
    func shardingAndMerge() throws {
        let fixture = try SharedFixture.instance.get()
        let submissions = try Submissions.scan(fixture.classDirectory, exerciseIDs: fixture.checker.exerciseIDs)
        var parts: [(path: String, report: ClassReport)] = []
        for index in 0..<3 {
            let shard = try Shard(index: index, count: 3)
            let part = try ClassGrader(checker: fixture.checker).grade(submissions, options: fixture.options(shard: shard))
            #expect(part.shard == ClassReport.ShardInfo(index: index, count: 3))
            #expect(part.students.allSatisfy { shard.contains(student: $0.name) })
            // Through the JSON file, as a CI job hands it over.
            let url = fixture.folder.appendingPathComponent("shard-\(index).json")
            try ReportWriter(formats: [.json], output: url).write(part)
            parts.append((url.path, try ClassReport.load(url)))
        }
        #expect(parts.map(\.report.students.count).reduce(0, +) == fixture.report.students.count)
        let merged = try ClassReport.merge(parts.reversed())
        #expect(withoutReuse(merged) == withoutReuse(fixture.report))

        #expect(throws: ClassroomError.self) { try ClassReport.merge(Array(parts.prefix(2))) }
        #expect(try ClassReport.merge(Array(parts.prefix(2)), allowMissing: true).students.count == parts.prefix(2).map(\.report.students.count).reduce(0, +))
        #expect(throws: ClassroomError.self) { try ClassReport.merge([parts[0], parts[0]]) }
    }
}

@Suite("Shards, folders and CSV fields")
struct ClassroomUnitTests {
    @Test("shards parse from INDEX/COUNT and the split is stable")
    func shards() throws {
        #expect(try Shard(parsing: "1/4") == Shard(index: 1, count: 4))
        for bad in ["4/4", "-1/2", "1", "a/b", "0/0", "1/2/3"] {
            #expect(throws: ClassroomError.self) { try Shard(parsing: bad) }
        }
        // FNV-1a 64 of "" and "a" (published test vectors).
        #expect(Shard.stableHash("") == 0xcbf2_9ce4_8422_2325)
        #expect(Shard.stableHash("a") == 0xaf63_dc4c_8601_ec8c)
        // Composed and decomposed spellings land in the same shard.
        #expect(Shard.stableHash("Zo\u{00EB}") == Shard.stableHash("Zoe\u{0308}"))
        let names = (0..<200).map { "student \($0)" }
        let shards = try (0..<4).map { try Shard(index: $0, count: 4) }
        for name in names { #expect(shards.filter { $0.contains(student: name) }.count == 1) }
        #expect(shards.allSatisfy { shard in names.filter { shard.contains(student: $0) }.count > 20 })
    }

    @Test("formats parse from lists, unknown ones are refused")
    func formats() throws {
        #expect(try ReportFormat.parse(["json,csv", "csv", "junit"]) == [.json, .csv, .junit])
        #expect(try ReportFormat.parse([]) == ReportFormat.defaults)
        #expect(throws: ClassroomError.self) { try ReportFormat.parse(["xlsx"]) }
        #expect(throws: ClassroomError.self) { try ReportWriter(formats: [.feedback], output: URL(fileURLWithPath: "/tmp/x.json")) }
    }

    @Test("a submissions folder that does not exist is an error naming it")
    func missingFolder() {
        #expect(throws: ClassroomError.noSubmissions(path: "/nonexistent/class", reason: "no such folder: give the folder holding one subfolder per student")) {
            try Submissions.scan(URL(fileURLWithPath: "/nonexistent/class"), exerciseIDs: ["a"])
        }
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add(_ n: Int) { lock.lock(); count += n; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}

func leftovers(_ folder: URL) throws -> [String] {
    let all = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
    return all.filter { $0.contains(".partial-") }
}

func jsonEscaped(_ text: String) -> String {
    let data = try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])
    let array = data.map { String(decoding: $0, as: UTF8.self) } ?? text
    return String(array.dropFirst(2).dropLast(2))
}

/// RFC 4180 fields, quoted or not.
func parseCSV(_ text: String) -> [[String]] {
    var rows: [[String]] = []
    var row: [String] = []
    var field = ""
    var quoted = false
    var characters = Array(text)[...]
    while let character = characters.popFirst() {
        if quoted {
            if character == "\"" {
                if characters.first == "\"" { field.append("\""); characters.removeFirst() } else { quoted = false }
            } else {
                field.append(character)
            }
            continue
        }
        switch character {
        case "\"": quoted = true
        case ",": row.append(field); field = ""
        case "\r\n", "\n": row.append(field); rows.append(row); row = []; field = ""
        default: field.append(character)
        }
    }
    if !field.isEmpty || !row.isEmpty { row.append(field); rows.append(row) }
    return rows
}
