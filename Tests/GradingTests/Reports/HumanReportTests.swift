import Foundation
@testable import Grading
import Testing

/// Verdicts that stay short, and the README's sample verdict.
@Suite("Human verdicts", .tags(.slow))
struct HumanReportTests {
    static func failing(_ name: String, explain: String?, expected: String? = nil, actual: String? = nil, rule: Int? = nil, message: String = "wrong result") -> CaseResult {
        CaseResult(name: name, hidden: true, status: .failed, message: message, explain: explain,
                   expected: expected, actual: actual, output: "", origin: "Solutions", rule: rule)
    }

    static func passing(_ name: String, rule: Int?) -> CaseResult {
        CaseResult(name: name, hidden: true, status: .passed, message: "", explain: nil,
                   expected: nil, actual: nil, output: "", origin: "Solutions", rule: rule)
    }

    static func result(_ cases: [CaseResult], rules: [RuleStatement]? = nil) -> CheckResult {
        var result = CheckResult(exercise: "mana-decoding", answerPath: "try.swift", status: .failed, compileFailure: nil, cases: cases,
                                 isolation: .sandboxed, compileSeconds: 0, runSeconds: 0)
        result.rules = rules
        return result
    }

    static let plain = HumanReport(style: TerminalStyle(enabled: false))

    @Test("a secret the grader opened, or found in clear, is told in words, never in the grader's own notation")
    func sealedSecretsInWords() {
        let message = CaseMessage.wrongResult(at: "$.accessKey", expected: .sealed("ÅSK-99"), actual: .clear("ÅSK-99"))
        #expect(message == "wrong result at $.accessKey: expected a string sealed with the chapter's key (it opens to \"ÅSK-99\"), actual \"ÅSK-99\" in clear (not sealed)")
        #expect(!message.contains("{\""))
    }

    @Test("the closing line repeats the command as run, --answer included")
    func closingLineRepeatsCommand() {
        let text = Self.plain.render(Self.result([Self.failing("a", explain: nil)]), command: "./workbook check mana-decoding --answer try.swift")
        #expect(text.split(separator: "\n").last?.contains("run './workbook check mana-decoding --answer try.swift' again") == true)
    }

    @Test("a failed check names its seed whenever it had generated cases, even when only fixed cases failed")
    func seedNamedWhenAnyGeneratedCaseRan() {
        let generated = CaseResult(name: "made from the seed", hidden: true, status: .passed, message: "", explain: nil,
                                   expected: nil, actual: nil, output: "", origin: "generated", rule: 1)
        var result = Self.result([Self.failing("fixed", explain: nil, rule: 1), generated])
        result.seed = 1234
        #expect(Self.plain.render(result).contains("The generated cases came from seed 1234: add '--seed 1234'"))
        var fixedOnly = Self.result([Self.failing("fixed", explain: nil, rule: 1)])
        fixedOnly.seed = 1234
        #expect(!Self.plain.render(fixedOnly).contains("seed 1234"), "no generated case: no seed to name")
    }

    @Test("failures are grouped by rule: its text once, how many of its cases failed, the first in full")
    func groupedByRule() {
        let rules = [RuleStatement(number: 1, text: "Digits are colorless."), RuleStatement(number: 2, text: "Letters are case-insensitive.")]
        let cases = [
            Self.passing("one digit", rule: 1),
            Self.failing("two digits", explain: "Read the whole group.", rule: 1, message: "wrong result at $[0]: expected 1, got 2"),
            Self.failing("lower case", explain: "Lower case is upper case.", rule: 2, message: "first message of rule 2"),
            Self.failing("lower x", explain: "Lower x too.", rule: 2, message: "second message of rule 2"),
            Self.failing("lower, mixed", explain: "Mixed.", rule: 2),
        ]
        let text = Self.plain.render(Self.result(cases, rules: rules))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains("  Rule 1 — 1 of its 2 cases failed"))
        #expect(lines.contains("  Rule 2 — 3 of its 3 cases failed"))
        #expect(text.components(separatedBy: "Letters are case-insensitive.").count == 2, "the rule's text once")
        #expect(text.contains("first message of rule 2"))
        #expect(!text.contains("second message of rule 2"), "only the first failing case of a rule in full")
        #expect(lines.contains("      ✗ lower x") && lines.contains("      ✗ lower, mixed"), "the others by name, one per line")
        #expect(text.range(of: "Rule 1")!.lowerBound < text.range(of: "Rule 2")!.lowerBound, "the rules in their own order")
        #expect(text.components(separatedBy: "names a place in the JSON").count == 2, "the path notation is explained once")
        let joined = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(joined.contains("A path like $[0] names a place in the JSON: $ is the whole value"), "with the verdict's own path:\n\(text)")
        #expect(joined.contains("[0] the first element of an array") && !text.contains("rulings"), "not another exercise's path:\n\(text)")
    }

    @Test("rule blocks stand in rule order, whatever share of their cases failed")
    func rulesInTheirOrder() {
        // Sorting newest first breaks rule 6; it also shows up in a case of
        // rules 1 and 4 that happens to hold several entries.
        let rules = (1...6).map { RuleStatement(number: $0, text: "What rule \($0) says.") }
        var cases = (1...8).map { $0 == 3 ? Self.failing("rule 1 case \($0)", explain: nil, rule: 1, message: "order, seen by rule 1") : Self.passing("rule 1 case \($0)", rule: 1) }
        cases += [Self.failing("rule 4 case 1", explain: nil, rule: 4, message: "order, seen by rule 4"), Self.passing("rule 4 case 2", rule: 4)]
        cases += (1...3).map { Self.failing("rule 6 case \($0)", explain: nil, rule: 6, message: "newest first, rule 6 case \($0)") }
        let text = Self.plain.render(Self.result(cases, rules: rules))
        let headings = text.split(separator: "\n").filter { $0.hasPrefix("  Rule ") }.map { String($0.prefix(8)) }
        #expect(headings == ["  Rule 1", "  Rule 4", "  Rule 6"], "\(text)")
        #expect(text.range(of: "order, seen by rule 4")!.lowerBound < text.range(of: "newest first, rule 6 case 1")!.lowerBound)
        let tied = [Self.failing("a", explain: nil, rule: 2, message: "a"), Self.passing("b", rule: 2),
                    Self.failing("c", explain: nil, rule: 5, message: "c"), Self.failing("d", explain: nil, rule: 5, message: "d"),
                    Self.passing("e", rule: 5), Self.passing("f", rule: 5), Self.failing("g", explain: nil, rule: 1, message: "g"), Self.passing("h", rule: 1)]
        #expect(HumanReport.groups(Self.result(tied)).map(\.rule) == [1, 2, 5])
    }

    @Test("where any DecodingError passes, the verdict says a DecodingError, not one kind (positional-size rule 3)")
    func anyDecodingErrorVerdict() throws {
        #expect(CaseMessage.succeeded(expectedKind: GradingCase.anyDecodingError, actual: nil).hasPrefix("expected a DecodingError"))
        let answer = try String(contentsOf: TestCourse.root.appendingPathComponent("Tests/GradingTests/Answers/positional-size/wrong-ignores-extras.swift"), encoding: .utf8)
        for seed: UInt64 in [1, 271_828] {
            let result = try TestCourse.slots.with {
                try TestCourse.checker.check(CheckRequest(exercise: .id("positional-size"), answer: .text(answer, shownAs: "Exercises/positional-size.swift"), seeds: .given(seed), slot: $0))
            }
            // Fixed and generated cases alike.
            let generated = result.cases.filter { $0.rule == 3 }
            #expect(generated.contains { $0.origin == "generated" } && generated.contains { $0.origin != "generated" })
            #expect(!generated.isEmpty && generated.allSatisfy { !$0.passed }, "an answer ignoring extra elements fails every case of rule 3")
            for item in generated {
                #expect(item.message.hasPrefix("expected a DecodingError"), "\(item.message)")
                #expect(!item.message.contains("dataCorrupted"), "the rule names no kind: \(item.message)")
            }
        }
    }

    @Test("'failed the same way as above' is said within one rule only: each rule shows its own first case")
    func sameFailureWithinOneRule() {
        let stub = "expected a result, but it threw DecodingError.dataCorrupted (\"not written yet\")"
        let cases = (1...3).map { (number: Int) in Self.failing("case \(number)", explain: "What rule \(number) needs.", rule: number, message: stub) }
            + [Self.failing("case 3b", explain: nil, rule: 3, message: stub), Self.failing("case 3c", explain: nil, rule: 3, message: "another way")]
        let text = Self.plain.render(Self.result(cases))
        #expect(text.components(separatedBy: "DecodingError.dataCorrupted").count == 4, "each rule's own first case, in full:\n\(text)")
        #expect(!text.contains("case 2 (failed the same way"), "never across rules:\n\(text)")
        #expect(text.contains("✗ case 3b (failed the same way as above)"), "within rule 3:\n\(text)")
        #expect(text.split(separator: "\n").contains { $0.hasSuffix("✗ case 3c") }, "another failure of the rule is named plainly:\n\(text)")
    }

    @Test("a failure shown in full under one rule is not shown again in full under the next: its sentence, and where the rest is")
    func sameFailureAcrossRulesOnce() {
        let typo = "expected a result, but it threw DecodingError.keyNotFound for the key \"setname\" at the top level\ninput (400 characters as JSON):\n  {\n    \"setName\" : \"Tales\"\n  }"
        let cases = (1...3).map { (rule: Int) in Self.failing("case \(rule)", explain: nil, rule: rule, message: typo) }
            + [Self.failing("case 4", explain: nil, rule: 4, message: "wrong result at card.name")]
        let text = Self.plain.render(Self.result(cases))
        // Every rule still names its own first case and says how it failed.
        #expect(text.components(separatedBy: "\"setname\"").count == 4, "\(text)")
        // The input once, under the first rule; the others say where it is.
        #expect(text.components(separatedBy: "characters as JSON").count == 2, "\(text)")
        #expect(text.components(separatedBy: "The same failure as under rule 1").count == 3, "\(text)")
        #expect(text.contains("wrong result at card.name") && !text.contains("as under rule 3"), "\(text)")
    }

    @Test("a compared value of one line on each side is not shown again below the sentence that holds it")
    func oneLineValuesOnce() {
        let item = Self.failing("order", explain: nil, expected: #"{"oldestFirst": true}"#, actual: #"{"oldestFirst": false}"#, rule: 1,
                                message: "wrong result at $.oldestFirst: expected true, actual false")
        let text = Self.plain.render(Self.result([item]))
        #expect(!text.contains("expected:") && !text.contains("actual:"), "\(text)")
        // One place between brackets is one place; a value with other places beside it is not.
        #expect(HumanReport.onePlace("{\n  \"oldestFirst\" : true\n}", "{\n  \"oldestFirst\" : false\n}"))
        #expect(HumanReport.onePlace("dates == dates.sorted(): true", "dates == dates.sorted(): false"))
        #expect(!HumanReport.onePlace("{\n  \"a\" : 1,\n  \"b\" : 2\n}", "{\n  \"a\" : 1,\n  \"b\" : 3\n}"))
        #expect(!HumanReport.onePlace("a: 1\nb: 2", "a: 2\nb: 3"))
        #expect(!HumanReport.onePlace(String(repeating: "x", count: 200), String(repeating: "y", count: 200)), "a long line is shown whole below")
    }

    @Test("a group names at most three more failing cases, one per line, commas and all")
    func moreFailingOnePerLine() {
        let names = (1...7).map { "case \($0), with a comma" }
        let text = Self.plain.render(Self.result(names.map { Self.failing($0, explain: "rule \($0)", rule: 3) }))
        #expect(text.contains("… and 3 more"))
        for name in names.dropFirst().prefix(3) {
            #expect(text.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("✗ \(name)") }, "\(name) on its own line")
        }
        #expect(!text.contains(names[6]))
    }

    @Test("an explanation shared by the first cases of two groups is printed once")
    func sharedExplanationOnce() {
        let shared = "Letters are case-insensitive."
        let cases = [Self.failing("one", explain: shared, rule: 1, message: "first"), Self.failing("two", explain: shared, rule: 2, message: "second"),
                     Self.failing("three", explain: "Another rule.", rule: 3, message: "third")]
        let text = Self.plain.render(Self.result(cases))
        #expect(text.components(separatedBy: shared).count == 2)
        #expect(text.contains("Another rule."))
    }

    @Test("long expected and actual JSON are cut to the region that differs")
    func longJSONIsCut() throws {
        let expectedValue = JSONValue.object(Dictionary(uniqueKeysWithValues: (100...249).map { ("key\($0)", JSONValue.number(Double($0))) }))
        var changed = (100...249).map { ("key\($0)", JSONValue.number(Double($0))) }
        changed[75].1 = .number(-175)
        let actualValue = JSONValue.object(Dictionary(uniqueKeysWithValues: changed))
        let text = Self.plain.render(Self.result([Self.failing("big", explain: nil, expected: expectedValue.pretty, actual: actualValue.pretty)]))
        #expect(text.contains("\"key175\" : 175"))
        #expect(text.contains("\"key175\" : -175"))
        #expect(text.contains("\"key173\""))
        #expect(!text.contains("\"key100\""))
        #expect(!text.contains("\"key249\""))
        #expect(text.contains("… 72 lines"))
        #expect(text.split(separator: "\n").count < 30)
    }

    @Test("a result of one character of 30,000 combining marks makes a sentence of a few hundred scalars, not 60 KB")
    func combiningMarksBounded() {
        let huge = "e" + String(repeating: "\u{301}", count: 30_000)
        let sentences = [
            CaseMessage.wrongResult(at: "$", expected: .string("authors"), actual: .string(huge)),
            CaseMessage.wrongResult(at: "$", expected: .number(1), actual: .string(huge)),
            CaseMessage.wrongResult(at: "$", expected: .string(String(repeating: "a", count: 80)), actual: .string("a" + huge)),
            CaseMessage.succeeded(expectedKind: "dataCorrupted", actual: .string(huge)),
            CaseMessage.lineDifference(expected: "authors", actual: huge),
        ]
        for sentence in sentences {
            #expect(sentence.unicodeScalars.count < 1_000, "\(sentence.unicodeScalars.count) scalars: \(sentence.prefix(80))")
        }
    }

    @Test("a date that should have been refused is shown as a date, in the exercise's own unit; other results as before")
    func refusedDateShownAsDate() {
        let milliseconds = DateFields(unit: .milliseconds, paths: ["$.milliseconds"])
        let accepted = CaseMessage.succeeded(expectedKind: "dataCorrupted", actual: .object(["milliseconds": .number(1_711_094_400_000)]), dates: milliseconds)
        #expect(accepted == "expected DecodingError.dataCorrupted to be thrown, but it succeeded with the date 2024-03-22T08:00:00Z (1711094400000)")
        let seconds = DateFields(unit: .seconds, paths: ["$", "$[]"])
        #expect(CaseMessage.succeeded(expectedKind: "dataCorrupted", actual: .number(1_636_970_400), dates: seconds)
            == "expected DecodingError.dataCorrupted to be thrown, but it succeeded with the date 2021-11-15T10:00:00Z (1636970400)")
        // A date no calendar holds reads as one, not as "the date a date …".
        #expect(CaseMessage.succeeded(expectedKind: "dataCorrupted", actual: .number(1e300), dates: seconds)
            == "expected DecodingError.dataCorrupted to be thrown, but it succeeded with a date outside the years 1 to 9999 (1e+300)")
        // Not one date at a date's path: shown as the value it is.
        #expect(CaseMessage.succeeded(expectedKind: "dataCorrupted", actual: .object(["other": .number(5)]), dates: milliseconds)
            == "expected DecodingError.dataCorrupted to be thrown, but it succeeded with {\"other\":5}")
        #expect(CaseMessage.succeeded(expectedKind: "dataCorrupted", actual: .array([.number(1_636_970_400)]), dates: seconds)
            == "expected DecodingError.dataCorrupted to be thrown, but it succeeded with [1636970400]")
    }

    @Test("a value is printed once: a short result in the sentence, a long one below it, never both")
    func valueOnce() {
        let short = CaseMessage.succeeded(expectedKind: "dataCorrupted", actual: .array([.string("white")]))
        #expect(short == "expected DecodingError.dataCorrupted to be thrown, but it succeeded with [\"white\"]")
        let shortText = Self.plain.render(Self.result([Self.failing("a", explain: nil, expected: "DecodingError.dataCorrupted", actual: JSONValue.array([.string("white")]).pretty, message: short)]))
        #expect(shortText.components(separatedBy: "white").count == 2)
        let card = JSONValue.object(Dictionary(uniqueKeysWithValues: (1...9).map { ("field\($0)", JSONValue.string("a value of some length \($0)")) }))
        let long = CaseMessage.succeeded(expectedKind: "keyNotFound", actual: card)
        #expect(!long.contains("a value of some length"))
        let longText = Self.plain.render(Self.result([Self.failing("b", explain: nil, expected: "DecodingError.keyNotFound", actual: card.pretty, message: long)]))
        #expect(longText.components(separatedBy: "a value of some length 1\"").count == 2, "the card once, pretty-printed")
        #expect(longText.contains("it returned:"))
        // A wrong top-level value is in the sentence: no blocks repeat it.
        let top = CaseMessage.wrongResult(at: "$", expected: .number(3), actual: .number(4))
        let topText = Self.plain.render(Self.result([Self.failing("c", explain: nil, expected: "3", actual: "4", message: top)]))
        #expect(!topText.contains("expected:") && !topText.contains("actual:"))
    }

    @Test("a cut value never ends in '… 1 more lines': one line more than the limit is shown whole")
    func noteStandsForTwoLinesOrMore() {
        // A returned array printed over `count` lines: "[", its elements, "]".
        func returned(_ count: Int) -> [String] {
            let value = JSONValue.array((1...(count - 2)).map { .string("a returned value of some length, number \($0)") })
            let text = Self.plain.render(Self.result([Self.failing("b", explain: nil, expected: "DecodingError.keyNotFound", actual: value.pretty,
                                                                   message: CaseMessage.succeeded(expectedKind: "keyNotFound", actual: value))]))
            return text.split(separator: "\n").map(String.init)
        }
        let limit = HumanReport.returnedLines
        let oneOver = returned(limit + 1)
        #expect(oneOver.contains { $0.trimmingCharacters(in: .whitespaces) == "]" } && !oneOver.contains { $0.contains("more line") }, "\(oneOver)")
        let twoOver = returned(limit + 2)
        #expect(twoOver.contains { $0.hasSuffix("… 2 more lines") } && !twoOver.contains { $0.trimmingCharacters(in: .whitespaces) == "]" }, "\(twoOver)")

        let input = JSONValue.array((1...(CaseMessage.inputLines - 1)).map { .string("a rather long generated value number \($0)") })
        let inputText = CaseMessage.input(input, seed: "42")
        #expect(!inputText.contains("more line") && inputText.contains("number \(CaseMessage.inputLines - 1)"), "\(inputText)")
    }

    @Test("a thrown error reads with its path in the verdict's notation, and none at the top level but where a key was looked for")
    func thrownErrors() {
        // A key looked for at the top: said, since the input may hold it deeper.
        #expect(CaseMessage.thrown(DriverThrown(kind: "keyNotFound", key: "street", path: [], debug: "")) == "DecodingError.keyNotFound for the key \"street\" at the top level")
        #expect(CaseMessage.thrown(DriverThrown(kind: "typeMismatch", path: [.key("at")], debug: "not a date")) == "DecodingError.typeMismatch at $.at (\"not a date\")")
        #expect(CaseMessage.thrown(DriverThrown(kind: "dataCorrupted", path: [], debug: "bad")) == "DecodingError.dataCorrupted (\"bad\")")
        #expect(CaseMessage.thrown(DriverThrown(kind: "keyNotFound", key: "rulings", path: [.key("cards"), .index(2)], debug: "")) == "DecodingError.keyNotFound for the key \"rulings\" at $.cards[2]")
    }

    @Test("what an answer threw is shown on one line and bounded: its description, a key and a path of its own making")
    func thrownErrorsBounded() {
        let long = String(repeating: "no mana\n", count: 5_000)
        let shown = CaseMessage.thrown(DriverThrown(kind: "other", path: [], debug: long))
        #expect(!shown.contains("\n") && shown.count < CaseMessage.thrownTextLimit + 100, "\(shown.count)")
        // Each line break counts as the two characters it is shown as.
        #expect(shown.hasSuffix("(\(long.count + 5_000 - CaseMessage.thrownTextLimit) more characters)"), "\(shown.suffix(60))")
        // A key with a quote or a line break is a JSON string: it can end neither the key nor the line.
        let key = CaseMessage.thrown(DriverThrown(kind: "keyNotFound", key: "a\"b\nc", path: [], debug: ""))
        #expect(key == #"DecodingError.keyNotFound for the key "a\"b\nc" at the top level"#, "\(key)")
        // A path step that is not a plain name is bracketed, so a dot in it fakes no step.
        #expect(CaseMessage.codingPath([.key("store-link"), .key("a.b"), .index(1)]) == #"$.store-link["a.b"][1]"#)
        // A deep path keeps its first two and last steps, and says how many it left out.
        let deep = CaseMessage.codingPath((0..<1_000).map { DriverPathComponent.index($0) })
        #expect(deep == "$[0][1]…(990 steps)…" + (992..<1_000).map { "[\($0)]" }.joined(), "\(deep)")
    }

    @Test("a key an answer returned cannot forge a line or fill one: odd or long keys are quoted path steps, limits count scalars, every verdict line is escaped and bounded")
    func returnedKeysBounded() {
        #expect(JSONValue.pathStep(forKey: "storeLink") == ".storeLink")
        #expect(JSONValue.pathStep(forKey: "filter[q]") == ".filter[q]", "a key the course itself uses keeps its spelling")
        #expect(JSONValue.pathStep(forKey: "a\n✓ passed") == #"["a\n✓ passed"]"#)
        let long = String(repeating: "k", count: 500)
        #expect(JSONValue.pathStep(forKey: long) == "[\"" + String(repeating: "k", count: CaseMessage.keyLimit) + "\"… (420 more characters)]")
        let difference = JSONValue.object(["a": .number(1)]).firstDifference(from: .object(["a": .number(1), "b\nfake line": .number(2)]))
        #expect(difference?.path == #"$["b\nfake line"]"#, "\(String(describing: difference))")
        // One character of many combining marks is cut by its scalars.
        let marks = "Z" + String(repeating: "\u{0301}", count: 30_000)
        #expect(CaseMessage.shortened(marks, limit: 400).unicodeScalars.count < 450)
        let line = HumanReport.shown(Substring("calm\u{202E}x\u{9B}2J" + String(repeating: "y", count: 5_000)))
        #expect(!line.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x9B }, "\(line.prefix(40))")
        #expect(line.unicodeScalars.count < HumanReport.lineLimit + 100 && line.hasSuffix("more characters)"))
    }

    @Test("dates read as dates, with the gap between them")
    func datesAsDates() {
        let fields = DateFields(unit: .seconds, paths: ["$", "$[]"])
        let text = CaseMessage.wrongResult(at: "$", expected: .number(1_636_961_400), actual: .number(1_636_934_400), dates: fields)
        #expect(text.hasPrefix("wrong result at $: expected 2021-11-15T07:30:00Z (1636961400), actual 2021-11-15T00:00:00Z (1636934400): 7 h 30 min earlier"))
        let element = CaseMessage.wrongResult(at: "$[2]", expected: .number(0), actual: .number(34_200), dates: fields)
        #expect(element.contains("1970-01-01T09:30:00Z (34200): 9 h 30 min later"))
        #expect(element.contains("time zone the hidden cases run in"), "a gap of the cases' zone offset says so")
        let milliseconds = DateFields(unit: .milliseconds, paths: ["$.milliseconds"])
        #expect(CaseMessage.wrongResult(at: "$.milliseconds", expected: .number(1_500), actual: .number(1_000), dates: milliseconds)
            .contains("expected 1970-01-01T00:00:01.500Z (1500), actual 1970-01-01T00:00:01Z (1000): 0.500 s earlier"))
        #expect(CaseMessage.wrongResult(at: "$.count", expected: .number(3), actual: .number(4), dates: fields) == "wrong result at $.count: expected 3, actual 4")
        // A date the answer made far outside the calendar: said, not formatted, and the grader goes on.
        for far in [1e300, -1e300, 253_402_300_800] {
            let text = CaseMessage.wrongResult(at: "$", expected: .number(1_636_961_400), actual: .number(far), dates: fields)
            #expect(text.contains("actual a date outside the years 1 to 9999 (\(far.rounded() == far && abs(far) < 1e15 ? String(Int64(far)) : String(far)))"), "\(text)")
            #expect(text.contains(far < 0 ? "earlier" : "later"), "\(text)")
        }
        #expect(CaseMessage.wrongResult(at: "$", expected: .number(0), actual: .number(1e300), dates: fields).contains("more than 10,000 years later"))
    }

    @Test("long strings point at their first differing character")
    func longStrings() {
        let expected = "https://academy.example/api/contents?filter%5Bdifficulties%5D%5B%5D=beginner&page%5Bnumber%5D=2&sort=-released_at"
        let actual = "https://academy.example/api/contents?filter[difficulties][]=beginner&page[number]=2&sort=-released_at"
        let text = CaseMessage.wrongResult(at: "$", expected: .string(expected), actual: .string(actual))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "wrong result at $: the text differs at character 44 (of \(expected.count) expected, \(actual.count) yours):")
        let caret = lines[3].firstIndex(of: "^").map { lines[3].distance(from: lines[3].startIndex, to: $0) }
        let expectedLine = Array(lines[1]), actualLine = Array(lines[2])
        #expect(caret.map { expectedLine[$0] == "%" && actualLine[$0] == "[" } == true, "the caret is under the first difference:\n\(text)")
        #expect(lines[1].hasPrefix("  expected: …") && !lines[1].hasPrefix("  expected: …\"") && lines[1].hasSuffix("…"), "a long string is cut around the difference")
    }

    @Test("a long generated input is cut, with a note of its size")
    func longInputCut() {
        let input = JSONValue.array((1...60).map { .string("a rather long generated value number \($0)") })
        let text = CaseMessage.input(input, seed: "42")
        let lines = text.split(separator: "\n")
        #expect(lines.count == CaseMessage.inputLines + 2)
        #expect(lines[0].contains("\(input.description.count) characters as JSON"))
        #expect(lines.last?.contains("… 50 more lines") == true)
        #expect(CaseMessage.input(.object(["value": .string("2021-11-15")]), seed: "42") == "input (seed 42): {\"value\":\"2021-11-15\"}")
    }

    @Test("enum cases read as Swift writes them, in the sentence and in the values below it")
    func enumCasesInSwiftSpelling() {
        let spelling = SwiftSpelling(enumCases: ["$", "$[]"])
        #expect(CaseMessage.succeeded(expectedKind: "dataCorrupted", actual: .string("exactly(-3)"), spelling: spelling)
            == "expected DecodingError.dataCorrupted to be thrown, but it succeeded with .exactly(-3)")
        #expect(CaseMessage.wrongResult(at: "$[1]", expected: .string("many"), actual: .string("exactly(-1)"), spelling: spelling)
            == "wrong result at $[1]: expected .many, actual .exactly(-1)")
        #expect(spelling.text(.array([.string("exactly(1)"), .string("many")])) == "[.exactly(1), .many]")
        #expect(spelling.pretty(.array([.string("many")])) == "[\n  .many\n]")
        // Other exercises' strings stay strings.
        #expect(CaseMessage.wrongResult(at: "$", expected: .string("many"), actual: .string("few")) == "wrong result at $: expected \"many\", actual \"few\"")
    }

    @Test("a query reads as the URL a server receives, and names the values that differ")
    func queryAsURL() {
        let spelling = SwiftSpelling(query: .init(address: "address", items: "items"))
        func query(_ items: [(String, String)]) -> JSONValue {
            .object(["address": .string("https://academy.example/api/contents"),
                     "items": .array(items.map { .object(["name": .string($0.0), "value": .string($0.1)]) }),
                     "byName": .array(items.map { .object(["name": .string($0.0), "values": .array([.string($0.1)])]) })])
        }
        let expected = query([("filter[domain_ids][]", "2"), ("filter[q]", "rock & roll")])
        let actual = query([("filter[q]", "rock & roll")])
        let text = CaseMessage.wrongResult(at: "$.byName[0]", expected: nil, actual: nil, spelling: spelling, whole: (expected: expected, actual: actual), normalised: (expected: expected, actual: actual))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "the server receives other values for filter[domain_ids][]: expected \"2\", actual none", "\(text)")
        #expect(lines[1] == "  expected: https://academy.example/api/contents?filter[domain_ids][]=2&filter[q]=rock%20%26%20roll", "\(text)")
        #expect(lines[2] == "  actual:   https://academy.example/api/contents?filter[q]=rock%20%26%20roll", "\(text)")
        #expect(!text.contains("byName") && !text.contains("$."), "none of the harness's own JSON:\n\(text)")
    }

    @Test("a fixed case's input is shown with its failure, as a generated one's is")
    func fixedInputShown() {
        #expect(CaseMessage.input(.object(["decode": .number(-3)])) == "input: {\"decode\":-3}")
        let long = CaseMessage.input(.array((1...40).map { .number(Double($0)) }))
        #expect(long.hasPrefix("input (") && !long.contains("seed"), "\(long)")
    }

    /// The seed the README's sample was made with (its generated cases).
    static let readmeSeed: UInt64 = 271_828

    @Test("the README's sample verdict is what the grader prints")
    func readmeSample() throws {
        let readme = try String(contentsOf: TestCourse.root.appendingPathComponent("README.md"), encoding: .utf8)
        let marker = "```text\n$ ./workbook check mana-decoding\n"
        let start = try #require(readme.range(of: marker), "the README shows a sample verdict of ./workbook check mana-decoding")
        let rest = readme[start.upperBound...]
        let sample = String(rest[..<(rest.range(of: "\n```")!.lowerBound)])
        let answer = try String(contentsOf: TestCourse.root.appendingPathComponent("Tests/GradingTests/Answers/mana-decoding/wrong-upper-case-only.swift"), encoding: .utf8)
        let result = try TestCourse.slots.with {
            try TestCourse.checker.check(CheckRequest(exercise: .id("mana-decoding"), answer: .text(answer, shownAs: "Exercises/mana-decoding.swift"), seeds: .given(Self.readmeSeed), slot: $0))
        }
        let hints = TestCourse.setup.course.chapter(forExercise: "mana-decoding")?.hints(for: "mana-decoding").count ?? 0
        let text = HumanReport(style: TerminalStyle(enabled: false)).render(result, hintsLeft: hints, command: "./workbook check mana-decoding")
        #expect(text == sample, "update the README's sample to:\n\(text)")
    }
}
