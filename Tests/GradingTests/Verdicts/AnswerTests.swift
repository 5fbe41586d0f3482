import Foundation
@testable import Grading
import Testing

/// Every correct answer in another style passes; every plausible wrong
/// answer fails, on the case it names.
@Suite("Answers in Tests/GradingTests/Answers", .tags(.slow))
struct AnswerTests {
    static let alternatives = AnswerFixture.exerciseFolders.flatMap { AnswerFixture.all(in: $0) { $0.hasPrefix("alt-") } }
    static let wrong = AnswerFixture.exerciseFolders.flatMap { AnswerFixture.all(in: $0) { $0.hasPrefix("wrong-") } }

    @Test("each exercise has at least two alternatives and three wrong answers")
    func coverage() {
        for id in AnswerFixture.exerciseFolders {
            #expect(Self.alternatives.filter { $0.exercise == id }.count >= 2, "\(id) needs two correct answers in other styles")
            #expect(Self.wrong.filter { $0.exercise == id }.count >= 3, "\(id) needs at least three plausible wrong answers")
        }
    }

    @Test("a correct answer in another style passes", arguments: alternatives)
    func alternativePasses(_ answer: AnswerFixture) throws {
        #expect(answer.expectation == "expect-pass")
        let result = try TestCourse.slots.with { try TestCourse.checker.check(CheckRequest(exercise: .id(answer.exercise), answer: .file(answer.url, shownAs: nil), slot: $0)) }
        #expect(result.status == .passed, "\(result.cases.filter { !$0.passed }.map { "\($0.name): \($0.message)" })\(result.compileFailure.map { "\($0.diagnostics)" } ?? "")")
    }

    @Test("a wrong answer fails with the right diagnosis", arguments: wrong)
    func wrongFails(_ answer: AnswerFixture) throws {
        #expect(answer.expectation.hasPrefix("expect-fail: "), "first line must be '// expect-fail: <case>'")
        let named = String(answer.expectation.dropFirst("expect-fail: ".count))
        let result = try TestCourse.slots.with { try TestCourse.checker.check(CheckRequest(exercise: .id(answer.exercise), answer: .file(answer.url, shownAs: nil), slot: $0)) }
        #expect(result.status != .passed)
        switch named {
        case "compile":
            #expect(result.status == .compileError)
            #expect(result.compileFailure?.diagnostics.contains { $0.severity == .error } == true)
        case "generated":
            // Right on every fixed case (a table of cases.json), caught only
            // by the cases generated from a seed.
            #expect(result.status == .failed)
            let failing = result.cases.filter { !$0.passed }
            #expect(!failing.isEmpty && failing.allSatisfy { $0.origin == "generated" },
                    "only generated cases should fail: \(failing.map(\.name))")
        case "visible":
            #expect(result.status == .failed)
            let visible = result.cases.first { !$0.hidden }
            #expect(visible?.passed == false, "the chapter's visible case should fail")
        default:
            #expect(result.status == .failed)
            let failing = result.cases.first { $0.name == named }
            #expect(failing != nil, "no case named '\(named)' in the result")
            #expect(failing?.passed == false, "case '\(named)' should fail")
            #expect(failing?.message.isEmpty == false, "a failed case explains itself")
        }
        if result.status == .failed { Self.expectExerciseTerms(result, answer: answer) }
    }

    /// The verdict a learner reads speaks the exercise's terms: every
    /// failing hidden case shows its input; values the exercise spells in
    /// Swift (cases.json "swift") never show as the harness's JSON; the
    /// path note explains a path of this verdict; one word for each thing.
    static func expectExerciseTerms(_ result: CheckResult, answer: AnswerFixture) {
        let text = HumanReport(style: TerminalStyle(enabled: false)).render(result)
        let where_ = "\(answer.exercise)/\(answer.url.lastPathComponent):\n\(text)"
        for item in result.cases where item.hidden && (item.status == .failed || item.status == .crashed || item.status == .timedOut) {
            #expect(item.message.contains("\ninput") || item.message.hasPrefix("input"), "case '\(item.name)' does not show its input: \(where_)")
        }
        // The first failing case of a rule shows its input, unless an
        // earlier rule showed the same failure in full (then it says so).
        var shown: Set<String> = []
        for group in HumanReport.groups(result) {
            let first = group.failing[0]
            guard !group.visible else {
                shown.insert(HumanReport.failureKey(first))
                continue
            }
            if shown.insert(HumanReport.failureKey(first)).inserted || first.message.isEmpty {
                #expect(text.contains(first.message.split(separator: "\n").last.map(String.init) ?? ""), "the first failing case of a rule shows its input: \(where_)")
            } else {
                #expect(text.contains("The same failure as under"), "a failure shown in full under an earlier rule says where: \(where_)")
            }
        }
        #expect(!text.contains(" got ") && !text.contains("got:"), "'expected' and 'actual', not 'got': \(where_)")
        #expect(!text.contains("rulings[2]") || answer.exercise == "rulings-texts", "the path note uses this verdict's own path: \(where_)")
        // Every enum case the spelled cases' values hold, as the harness
        // describes it ("many", "exactly(-3)"): a verdict writes `.many`,
        // never the string "many" (an encoding case's result is the JSON
        // written, which is JSON, and stays so: such cases carry no spelling).
        let spelled = result.cases.filter { $0.spelling?.enumCases != nil }
        var described: Set<String> = []
        func collect(_ value: JSONValue, _ path: String, _ spelling: SwiftSpelling) {
            switch value {
            case let .string(name) where spelling.holdsEnumCase(path): described.insert(name)
            case let .array(items): for (index, item) in items.enumerated() { collect(item, "\(path)[\(index)]", spelling) }
            case let .object(members): for (key, member) in members { collect(member, path + "." + key, spelling) }
            default: break
            }
        }
        for item in spelled {
            for shown in [item.expected, item.actual].compactMap({ $0 }) {
                if let value = try? JSONValue.parse(Data(shown.utf8)) { collect(value, "$", item.spelling!) }
            }
        }
        if !spelled.isEmpty {
            let spelledOnly = HumanReport(style: TerminalStyle(enabled: false)).render(CheckResult(
                exercise: result.exercise, answerPath: result.answerPath, status: result.status, compileFailure: nil,
                cases: result.cases.filter { $0.spelling != nil || $0.passed }, isolation: result.isolation, compileSeconds: 0, runSeconds: 0))
            for name in described {
                #expect(!spelledOnly.contains("\"\(name)\""), "the enum case \(name) shown as a string: \(where_)")
            }
        }
        // Every value of the learner's structs (cases.json "swift" "structs")
        // reads as Swift prints it, `Dimensions(width: 60, …)`, never as the
        // harness's object of its fields; what is read leaves out the
        // inputs, which are JSON. (Which verdicts show a struct at all, and
        // that they show it so: `structsInSwiftSpelling`.)
        let structured = result.cases.filter { $0.spelling?.structs != nil }
        if !structured.isEmpty {
            let verdict = verdictWithoutInputs(structured, of: result)
            #expect(!verdict.contains("{\""), "a value shown as the harness's JSON: \(where_)")
            for field in harnessKeys(structured) {
                #expect(!verdict.contains("\"\(field)\":") && !verdict.contains("\"\(field)\" :"), "the property \(field) shown as a key of the harness's JSON: \(where_)")
            }
        }
        // A result the harness composes from readings of the learner's
        // value (cases.json "swift" "readings") names each place by what it
        // reads, never by the harness's path or keys.
        let read = composedCases(result.cases)
        if !read.isEmpty {
            let verdict = verdictWithoutInputs(read, of: result)
            #expect(!verdict.contains("wrong result at $"), "a place named by the harness's path: \(where_)")
            for key in readingKeys(read) {
                #expect(!verdict.contains("\"\(key)\" :") && !verdict.contains("\"\(key)\":") && !verdict.contains("$.\(key)"),
                        "the harness's key \(key) shown: \(where_)")
            }
        }
        if let query = result.cases.compactMap(\.spelling?.query).first {
            #expect(!text.contains("$.byName") && !text.contains("$.\(query.items)") && !text.contains("\"\(query.address)\""), "the harness's own JSON: \(where_)")
            #expect(text.contains("https://"), "the query as the URL a server receives: \(where_)")
        }
    }

    /// The verdict of `cases` alone, each message without the case's input.
    static func verdictWithoutInputs(_ cases: [CaseResult], of result: CheckResult) -> String {
        let shown = cases.map { item in
            var shown = CaseResult(name: item.name, hidden: item.hidden, status: item.status,
                                   message: item.message.components(separatedBy: "\ninput").first ?? "", explain: item.explain,
                                   expected: item.expected, actual: item.actual, output: item.output, origin: item.origin, rule: item.rule)
            shown.spelling = item.spelling
            return shown
        }
        return HumanReport(style: TerminalStyle(enabled: false)).render(CheckResult(
            exercise: result.exercise, answerPath: result.answerPath, status: result.status, compileFailure: nil,
            cases: shown, isolation: result.isolation, compileSeconds: 0, runSeconds: 0))
    }

    /// The keys the harness writes for the cases' structs: their fields.
    static func harnessKeys(_ cases: [CaseResult]) -> Set<String> {
        Set(cases.flatMap { ($0.spelling?.structs ?? [:]).values.flatMap(\.fields) })
    }

    /// The keys of the harness's composed results that read something
    /// under another name (`asHeld`, `seriesRead`): every key of a reading's
    /// path that its `reads` does not itself hold.
    static func readingKeys(_ cases: [CaseResult]) -> Set<String> {
        var keys: Set<String> = []
        for reading in cases.flatMap({ $0.spelling?.readings?.fields ?? [] }) {
            for step in CaseMessage.pathSteps(Substring(reading.at)) {
                if case let .key(key) = step, !reading.reads.contains(key) { keys.insert(key) }
            }
        }
        return keys
    }

    /// The cases whose expected or actual result is one the harness
    /// composed from readings (not, say, JSON an encoder wrote, which some
    /// cases of the same exercise return as it is).
    static func composedCases(_ cases: [CaseResult]) -> [CaseResult] {
        cases.filter { item in
            guard let readings = item.spelling?.readings else { return false }
            return [item.expected, item.actual].contains { shown in
                shown.flatMap { try? JSONValue.parse(Data($0.utf8)) }.map(readings.composes) == true
            }
        }
    }

    /// One wrong answer of each exercise whose results are composed from
    /// readings, failing on a case that returned one.
    static let wrongReadings = [
        "academy-dates": "wrong-numbers-as-seconds.swift",
        "amount-string": "wrong-sign-on-both-parts.swift",
        "card-decodable": "wrong-swapped-set.swift",
        "customer-decodable": "wrong-swapped-phones.swift",
        "link-table": "wrong-case-insensitive.swift",
        "numeric-strings": "wrong-path-of-the-entry.swift",
        "tolerant-updates": "wrong-failures-unsorted.swift",
        "userinfo-interval": "wrong-newest-first.swift",
        "tagged-entries": "wrong-synthesized-shape.swift",
        "userinfo-redaction": "wrong-fails-open.swift",
        "workshop-dates": "wrong-empty-coding-path.swift",
    ]

    /// The exercises whose cases.json declares readings.
    static let exercisesWithReadings = AnswerFixture.exerciseFolders.filter { id in
        let file = TestCourse.setup.course.solutionsDirectory.appendingPathComponent(id).appendingPathComponent("cases.json")
        return (try? CaseFile.load(file, displayPath: "Solutions/\(id)/cases.json"))?.swift?.readings != nil
    }

    @Test("a wrong answer's verdict names each place of a composed result by what it reads", arguments: exercisesWithReadings)
    func readingsInVerdict(_ id: String) throws {
        let name = try #require(Self.wrongReadings[id], "name a wrong answer of \(id) in AnswerTests.wrongReadings")
        let answer = try #require(Self.wrong.first { $0.exercise == id && $0.url.lastPathComponent == name }, "no wrong answer \(id)/\(name)")
        let result = try TestCourse.slots.with { try TestCourse.checker.check(CheckRequest(exercise: .id(id), answer: .file(answer.url, shownAs: nil), slot: $0)) }
        let read = Self.composedCases(result.cases)
        let verdict = Self.verdictWithoutInputs(read, of: result)
        let places = Set(read.flatMap { $0.spelling?.readings?.fields.map(\.reads) ?? [] })
        // A reading's words, its indices filled in: `stock.updates[]` is
        // shown `stock.updates[2]`.
        let named = places.contains { place in
            let start = place.components(separatedBy: "[]").first ?? place
            return !start.isEmpty && verdict.contains(start)
        }
        #expect(!read.isEmpty && named, "\(id)/\(name) names no reading of \(places.sorted()):\n\(verdict)")
        #expect(!verdict.contains("wrong result at $"), "\(id)/\(name) names a place by the harness's path:\n\(verdict)")
        for key in Self.readingKeys(read) {
            #expect(!verdict.contains("\"\(key)\"") && !verdict.contains("$.\(key)"), "\(id)/\(name) shows the harness's key \(key):\n\(verdict)")
        }
    }

    @Test("a wrong order is shown with the values in the answer's order, not only as false", arguments: [
        ("userinfo-interval", "wrong-unsorted.swift", "the answer's dateFormatter.string(from: stock.updates[].date), in its order:"),
        ("tolerant-updates", "wrong-failures-unsorted.swift", "the answer's salvaged.failures[].key, in its order:"),
    ])
    func orderShownWithItsValues(_ id: String, _ name: String, _ heading: String) throws {
        let answer = try #require(Self.wrong.first { $0.exercise == id && $0.url.lastPathComponent == name }, "no wrong answer \(id)/\(name)")
        let result = try TestCourse.slots.with { try TestCourse.checker.check(CheckRequest(exercise: .id(id), answer: .file(answer.url, shownAs: nil), slot: $0)) }
        let ordered = result.cases.filter { $0.message.contains("sorted(): expected true, actual false") }
        #expect(!ordered.isEmpty, "\(id)/\(name): no order check failed")
        for item in ordered {
            let lines = item.message.split(separator: "\n").map(String.init)
            let at = try #require(lines.firstIndex(of: heading), "\(item.name) shows no values: \(item.message)")
            // The values below it are the answer's, in an order that is not sorted.
            let values = lines[(at + 1)...].prefix { $0.hasPrefix("  ") && !$0.hasPrefix("  {") }.joined(separator: " ")
                .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("\"") }
            #expect(values.count >= 2 && values != values.sorted(), "\(item.name): \(values)")
        }
    }

    @Test("a wrapped input is shown in the chapter's terms: the value read and its settings, never the harness's keys", arguments: [
        ("customer-decodable", "wrong-swapped-phones.swift", ["\"document\"", "\"dates\" :", "\"keys\" :"]),
        ("userinfo-redaction", "wrong-fails-open.swift", ["\"summary\"", "\"audience\"", "\"formatting\""]),
    ])
    func inputsInChapterTerms(_ id: String, _ name: String, _ harnessKeys: [String]) throws {
        let answer = try #require(Self.wrong.first { $0.exercise == id && $0.url.lastPathComponent == name }, "no wrong answer \(id)/\(name)")
        let result = try TestCourse.slots.with { try TestCourse.checker.check(CheckRequest(exercise: .id(id), answer: .file(answer.url, shownAs: nil), slot: $0)) }
        let failing = result.cases.filter { !$0.passed && $0.hidden && $0.message.contains("\ninput") }
        #expect(!failing.isEmpty, "\(id)/\(name): no failing case shows its input")
        for item in failing {
            #expect(item.message.contains("The case's input is "), "\(item.name): \(item.message)")
            for key in harnessKeys { #expect(!item.message.contains(key), "\(item.name) shows the harness's \(key): \(item.message)") }
        }
    }

    @Test("a case that fails only in a second iteration order keeps the exercise's spelling")
    func secondOrderKeepsSpelling() throws {
        // Reads the series whose name ends in the interval: which one of
        // several matches follows the Dictionary's order.
        let answer = TestCourse.setup.course.solutionsDirectory.appendingPathComponent("userinfo-interval/mutations/rule1-blind-series-found-by-suffix.swift")
        let result = try TestCourse.slots.with { try TestCourse.checker.check(CheckRequest(exercise: .id("userinfo-interval"), answer: .file(answer, shownAs: nil), slot: $0)) }
        let second = result.cases.filter { $0.message.hasPrefix(CaseRunner.secondOrderNote) }
        #expect(!second.isEmpty, "no case failed only in the second order: \(result.cases.filter { !$0.passed }.map(\.message))")
        for item in second {
            #expect(item.spelling?.readings != nil, "\(item.name) lost its spelling")
        }
        let verdict = Self.verdictWithoutInputs(second, of: result)
        #expect(!verdict.contains("seriesRead") && verdict.contains("the series stock.updates were read from"), "\(verdict)")
    }

    /// The types of the structs the cases' expected and actual values hold.
    static func structTypes(in cases: [CaseResult]) -> Set<String> {
        var types: Set<String> = []
        func collect(_ value: JSONValue, _ path: String, _ spelling: SwiftSpelling) {
            if let shape = spelling.structShape(value, at: path) { types.insert(shape.type) }
            switch value {
            case let .array(items): for (index, item) in items.enumerated() { collect(item, "\(path)[\(index)]", spelling) }
            case let .object(members): for (key, member) in members { collect(member, path + "." + key, spelling) }
            default: break
            }
        }
        for item in cases {
            for shown in [item.expected, item.actual].compactMap({ $0 }) {
                if let value = try? JSONValue.parse(Data(shown.utf8)), let spelling = item.spelling { collect(value, "$", spelling) }
            }
        }
        return types
    }

    /// One wrong answer of each exercise whose results hold the learner's
    /// structs, failing on a case that returned one.
    static let wrongStructs = [
        "episode-flatten": "wrong-keeps-unknown-ids.swift",
        "lenient-coordinate": "wrong-habitat-key.swift",
        "link-method": "wrong-case-insensitive-method.swift",
        "positional-size": "wrong-height-first.swift",
        "staff-shapes": "wrong-prefers-maker.swift",
        "tagged-entries": "wrong-unknown-as-note.swift",
    ]

    /// The exercises whose cases.json declares structs.
    static let exercisesWithStructs = AnswerFixture.exerciseFolders.filter { id in
        let file = TestCourse.setup.course.solutionsDirectory.appendingPathComponent(id).appendingPathComponent("cases.json")
        return (try? CaseFile.load(file, displayPath: "Solutions/\(id)/cases.json"))?.swift?.structs != nil
    }

    @Test("a wrong answer's verdict shows the learner's struct as Swift writes it", arguments: exercisesWithStructs)
    func structsInSwiftSpelling(_ id: String) throws {
        let name = try #require(Self.wrongStructs[id], "name a wrong answer of \(id) in AnswerTests.wrongStructs")
        let answer = try #require(Self.wrong.first { $0.exercise == id && $0.url.lastPathComponent == name })
        let result = try TestCourse.slots.with { try TestCourse.checker.check(CheckRequest(exercise: .id(id), answer: .file(answer.url, shownAs: nil), slot: $0)) }
        let structured = result.cases.filter { $0.spelling?.structs != nil }
        let types = Self.structTypes(in: structured)
        let verdict = Self.verdictWithoutInputs(structured, of: result)
        #expect(!types.isEmpty && types.contains { verdict.contains($0 + "(") }, "\(id)/\(name) shows none of \(types.sorted()):\n\(verdict)")
        #expect(!verdict.contains("{\""), "\(id)/\(name) shows the harness's JSON:\n\(verdict)")
        for field in Self.harnessKeys(structured) {
            #expect(!verdict.contains("\"\(field)\":") && !verdict.contains("\"\(field)\" :"), "\(id)/\(name) shows \(field) as a key of the harness's JSON:\n\(verdict)")
        }
    }
}
