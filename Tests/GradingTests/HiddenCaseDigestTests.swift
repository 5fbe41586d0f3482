import Foundation
@testable import Grading
import Testing

/// A change to an exercise's harness, generator or cases.json that is meant
/// to keep what is graded (a rewrite onto typed inputs, say) keeps every
/// hidden case: the fixed cases and those the generator makes on four fixed
/// seeds keep their names, rules, inputs, what they compare, and the
/// results the reference answer gives them. Each exercise's cases are
/// written, one JSON line each with sorted keys, to
/// `.build/hidden-cases/<id>.jsonl` (or `$WORKBOOK_CASE_DUMP/<id>.jsonl`),
/// and the SHA-256 of that text is compared with the one recorded below: on
/// a difference, diff that file against one written before the change.
/// A case's `explain` is left out: its text may move to the chapter's rule.
@Suite("Hidden cases keep their expected values", .serialized)
struct HiddenCaseDigestTests {
    static let seeds: [UInt64] = [20_231_115, 11, 271_828, 5]

    /// The digests of the exercises' cases, recorded before their harnesses
    /// took typed inputs. A deliberate change (a fairness fix) records the
    /// new digest here, and its commit says why.
    static let recorded: [String: String] = [
        "academy-dates": "bd6567f984c7f221866d24e0e30435ce95456a0298a19ba27f12cb4f0942696c",
        "catalogue-query": "2220af6c033bc6cd4cf51e6d6509f8003e1655b295b01c3fb49c127794bba70e",
        "count-or-many": "a8ca287461862d7e6c06a0653e40ba6e09198b5b765cb3eab62ed9b540164396",
        "episode-flatten": "c3996ae659ef37d0a0e0cbddc1e8abe33c44feb48f4a558008b91163750ce42f",
        "lenient-coordinate": "332ad7f74ffcae102ae1e913a0e25ed37dec03941a753aecd331bef3ffb293c5",
        "link-method": "a2a83657d8c57c18221ab143459a9e045735af1fbadae30c1c5eb49cf1f7fb47",
        "link-table": "27c61ac67ac26a037b31aa6139e668f76c54c019443394a4824b7c179245ac6d",
        "links-encoding": "69c21ee6cd4b56fbfef8c60c20f7470e4e0c2bfaa46fb5e80b93aa5366f4e4a0",
        "positional-size": "b7be3165e545a635a72f491e58c76a0a96ec555672388187de36a4265774b833",
        "staff-shapes": "b6beb00a38717837ee8a5eeb26a149cc0a9027a0844fd1a7b8d21b731524bdce",
        "tagged-entries": "8a0b251cfd8cabbde5becb18b94f65e7bca293f49f490d525f5462d69675a157",
        "workshop-dates": "d52bdac0b0e439abadef45872450b7a6ce81d0dc2849b323d9e9b57061e0a45f",
    ]

    /// One case as compared: everything but its explanation.
    struct Line: Encodable {
        let name: String
        let rule: Int?
        let seed: String?
        let input: JSONValue
        let expect: JSONValue
        let compare: CaseComparison?
    }

    static var dumpFolder: URL {
        if let folder = ProcessInfo.processInfo.environment["WORKBOOK_CASE_DUMP"], !folder.isEmpty {
            return URL(fileURLWithPath: folder)
        }
        return TestCourse.root.appendingPathComponent(".build/hidden-cases")
    }

    /// The exercise's fixed cases, then its generated ones for ``seeds``.
    static func dump(_ id: String) throws -> Data {
        let fixed = try CaseFile.load(TestCourse.root.appendingPathComponent("Solutions/\(id)/cases.json"), displayPath: "Solutions/\(id)/cases.json").cases
        let generated = try TestCourse.slots.with { try TestCourse.checker.generatedCases(for: id, seeds: seeds, slot: $0) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var text = Data()
        for item in fixed + generated {
            let expect: JSONValue = switch item.expect {
            case let .value(value): .object(["value": value])
            case let .error(kind): .object(["error": .string(kind)])
            }
            text += try encoder.encode(Line(name: item.name, rule: item.rule, seed: item.seed, input: item.input, expect: expect, compare: item.compare))
            text += Data("\n".utf8)
        }
        return text
    }

    @Test("an exercise's hidden cases are the ones recorded", arguments: recorded.keys.sorted())
    func unchanged(_ id: String) throws {
        let text = try Self.dump(id)
        try FileManager.default.createDirectory(at: Self.dumpFolder, withIntermediateDirectories: true)
        let file = Self.dumpFolder.appendingPathComponent("\(id).jsonl")
        try text.write(to: file)
        #expect(text.count > 1000, "\(id) has hardly any cases")
        #expect(GraderSetup.digest(text) == Self.recorded[id], "the hidden cases of \(id) changed: diff \(file.path) against a copy written before the change")
    }
}
