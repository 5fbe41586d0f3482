import Foundation
@testable import Grading
import Testing

/// A case's `"compare"`: only what its rule fixes is compared.
@Suite("What a case compares")
struct CaseComparisonTests {
    static func json(_ text: String) throws -> JSONValue { try JSONValue.parse(Data(text.utf8)) }

    static func comparison(_ text: String) throws -> CaseComparison {
        try JSONDecoder().decode(CaseComparison.self, from: Data(text.utf8))
    }

    static let stock = """
    {"info": "Intraday", "symbol": "RAY", "updates": [
      {"date": "2020-08-14 09:00:00", "open": "1.0", "volume": 7},
      {"date": "2020-08-14 10:00:00", "open": "2.0", "volume": 9}]}
    """

    @Test("only keeps the named parts of both results, through every element of an array")
    func only() throws {
        let expected = try Self.json(Self.stock)
        // Other meta data, other dates: neither is compared.
        let actual = try Self.json(Self.stock.replacingOccurrences(of: "RAY", with: "YAR").replacingOccurrences(of: "09:00", with: "07:00"))
        let compare = try Self.comparison(#"{"only": ["$.updates[].open", "$.updates[].volume"]}"#)
        #expect(compare.normalised(expected) == compare.normalised(actual))
        #expect(compare.normalised(expected) == (try Self.json(#"{"updates": [{"open": "1.0", "volume": 7}, {"open": "2.0", "volume": 9}]}"#)))
        // A difference in a compared part still shows, at its path.
        let wrong = try Self.json(Self.stock.replacingOccurrences(of: "\"volume\": 9", with: "\"volume\": 8"))
        let difference = try #require(compare.normalised(expected).firstDifference(from: compare.normalised(wrong)))
        #expect(difference.path == "$.updates[1].volume")
        // A result without the part (an error reported as a value) differs.
        #expect(compare.normalised(expected).firstDifference(from: compare.normalised(try Self.json(#"{"thrown": "keyNotFound"}"#))) != nil)
        // No part at all: only that the result is a value.
        let nothing = try Self.comparison(#"{"only": []}"#)
        #expect(nothing.normalised(expected) == nothing.normalised(actual))
    }

    @Test("unordered compares an array's elements in any order, but not a different multiset")
    func unordered() throws {
        let expected = try Self.json(Self.stock)
        let reversed = try Self.json("""
        {"info": "Intraday", "symbol": "RAY", "updates": [
          {"date": "2020-08-14 10:00:00", "open": "2.0", "volume": 9},
          {"date": "2020-08-14 09:00:00", "open": "1.0", "volume": 7}]}
        """)
        let ordered = try Self.comparison(#"{"only": ["$.updates"]}"#)
        #expect(ordered.normalised(expected) != ordered.normalised(reversed))
        let compare = try Self.comparison(#"{"only": ["$.updates"], "unordered": ["$.updates"]}"#)
        #expect(compare.normalised(expected) == compare.normalised(reversed))
        let twice = try Self.json(#"{"updates": [{"date": "2020-08-14 09:00:00", "open": "1.0", "volume": 7}, {"date": "2020-08-14 09:00:00", "open": "1.0", "volume": 7}]}"#)
        #expect(compare.normalised(expected) != compare.normalised(twice))
        // Arrays inside every element: `$[]`.
        let inner = try Self.comparison(#"{"unordered": ["$[]"]}"#)
        #expect(inner.normalised(try Self.json(#"[["a", "b"], ["c"]]"#)) == inner.normalised(try Self.json(#"[["b", "a"], ["c"]]"#)))
        #expect(inner.normalised(try Self.json(#"[["a", "b"], ["c"]]"#)) != inner.normalised(try Self.json(#"[["c"], ["b", "a"]]"#)))
    }

    @Test("anyValue compares that a part is there, not what it holds")
    func anyValue() throws {
        let compare = try Self.comparison(#"{"anyValue": ["$.accessKey", "$.items[].date"]}"#)
        let expected = try Self.json(#"{"accessKey": {"sealed": "K"}, "name": "Ann", "items": [{"date": 1}, {"date": 2}]}"#)
        let otherValues = try Self.json(#"{"accessKey": "K", "name": "Ann", "items": [{"date": "x"}, {"date": null}]}"#)
        #expect(compare.normalised(expected) == compare.normalised(otherValues))
        // A missing key, another value elsewhere, or a missing element still differ.
        for different in [#"{"name": "Ann", "items": [{"date": 1}, {"date": 2}]}"#,
                          #"{"accessKey": "K", "name": "Bob", "items": [{"date": 1}, {"date": 2}]}"#,
                          #"{"accessKey": "K", "name": "Ann", "items": [{"date": 1}]}"#] {
            #expect(compare.normalised(expected) != compare.normalised(try Self.json(different)), "\(different)")
        }
        #expect(throws: DecodingError.self) { try Self.comparison(#"{"anyValue": ["accessKey"]}"#) }
    }

    @Test("ignoreCase folds letters in strings and keys, nothing else")
    func ignoreCase() throws {
        let compare = try Self.comparison(#"{"ignoreCase": true}"#)
        #expect(compare.normalised(try Self.json(#"{"StoreLink": ["A-b"]}"#)) == compare.normalised(try Self.json(#"{"storeLink": ["a-B"]}"#)))
        #expect(compare.normalised(try Self.json(#"{"storeLink": "a"}"#)) != compare.normalised(try Self.json(#"{"store_link": "a"}"#)))
        #expect(compare.normalised(.number(3)) == .number(3))
    }

    @Test("anyKeySpelling compares keys by their words alone, in paths too; values keep their case")
    func anyKeySpelling() throws {
        let compare = try Self.comparison(#"{"anyKeySpelling": true, "anyValue": ["$.accessKey"]}"#)
        let camel = try Self.json(#"{"contactInfo": {"homePhone": "1"}, "accessKey": "sealed"}"#)
        let snake = try Self.json(#"{"contact_info": {"home_phone": "1"}, "access_key": "clear"}"#)
        #expect(compare.firstDifference(expected: camel, actual: snake) == nil)
        // A value's letters, another word or a missing key still differ.
        for different in [#"{"contact_info": {"home_phone": "1"}}"#, #"{"contact_info": {"home_fone": "1"}, "access_key": "x"}"#,
                          #"{"contactInfo": {"homePhone": "1", "extra": 2}, "accessKey": "x"}"#] {
            #expect(compare.firstDifference(expected: camel, actual: try Self.json(different)) != nil, "\(different)")
        }
        let text = try Self.comparison(#"{"anyKeySpelling": true}"#)
        #expect(text.firstDifference(expected: .string("Ann"), actual: .string("ann")) != nil)
    }

    @Test("tolerance: numbers within it are equal, beyond it they differ at their path")
    func tolerance() throws {
        let compare = try Self.comparison(#"{"tolerance": 0.001, "only": ["$.open"]}"#)
        let expected = try Self.json(#"{"open": 101.9, "volume": 7}"#)
        #expect(compare.firstDifference(expected: expected, actual: try Self.json(#"{"open": 101.90000152, "volume": 8}"#)) == nil)
        let difference = try #require(compare.firstDifference(expected: expected, actual: try Self.json(#"{"open": 101.91, "volume": 7}"#)))
        #expect(difference.path == "$.open")
        // Without one, numbers compare exactly.
        #expect(try Self.comparison("{}").firstDifference(expected: .number(1), actual: .number(1.0000001)) != nil)
        #expect(throws: DecodingError.self) { try Self.comparison(#"{"tolerance": -1}"#) }
    }

    @Test("kindOnly compares a part's kind, asText a number with its text")
    func kindsAndTexts() throws {
        let kind = try Self.comparison(#"{"kindOnly": ["$.address.zip"]}"#)
        let zip = try Self.json(#"{"address": {"zip": 97201}}"#)
        #expect(kind.firstDifference(expected: zip, actual: try Self.json(#"{"address": {"zip": 10}}"#)) == nil)
        #expect(kind.firstDifference(expected: zip, actual: try Self.json(#"{"address": {"zip": "97201"}}"#))?.path == "$.address.zip")
        #expect(kind.firstDifference(expected: zip, actual: try Self.json(#"{"address": {}}"#)) != nil)
        let text = try Self.comparison(#"{"asText": ["$.address.zip"]}"#)
        #expect(text.firstDifference(expected: zip, actual: try Self.json(#"{"address": {"zip": "97201"}}"#)) == nil)
        #expect(text.firstDifference(expected: zip, actual: try Self.json(#"{"address": {"zip": "097201"}}"#)) == nil)
        #expect(text.firstDifference(expected: zip, actual: try Self.json(#"{"address": {"zip": 97202}}"#)) != nil)
    }

    @Test("byKey finds a key wherever it is: a value moved deeper is still found, a value changed or lost is not")
    func byKey() throws {
        let compare = try Self.comparison(#"{"byKey": true, "anyKeySpelling": true, "only": ["$.homePhone", "$.zip"], "asText": ["$.zip[]"]}"#)
        let expected = try Self.json(#"{"contactInfo": {"homePhone": "1", "email": "e"}, "address": {"zip": 97201}}"#)
        #expect(compare.firstDifference(expected: expected, actual: try Self.json(#"{"contact_info": {"phones": {"home_phone": "1"}}, "zip": "97201"}"#)) == nil)
        #expect(compare.firstDifference(expected: expected, actual: try Self.json(#"{"contactInfo": {"homePhone": "2"}, "address": {"zip": 97201}}"#)) != nil)
        #expect(compare.firstDifference(expected: expected, actual: try Self.json(#"{"contactInfo": {}, "address": {"zip": 97201}}"#)) != nil)
        // Objects inside arrays are read into; each key's values keep the document's order.
        #expect(CaseComparison.byKey(try Self.json(#"{"a": [{"x": 1}, {"x": 2}], "b": {"x": 3}}"#)) == (try Self.json(#"{"x": [1, 2, 3]}"#)))
        // A value written twice under its key is one value.
        #expect(CaseComparison.byKey(try Self.json(#"{"zip": 1, "address": {"zip": 1}}"#)) == (try Self.json(#"{"zip": [1]}"#)))
    }

    @Test("a key holding brackets or dots is written in brackets and quotes")
    func bracketedKeys() throws {
        let compare = try Self.comparison(#"{"only": ["$.byName['page[number]']"]}"#)
        let expected = try Self.json(#"{"byName": {"page[number]": ["2"], "sort": ["x"]}}"#)
        #expect(compare.firstDifference(expected: expected, actual: try Self.json(#"{"byName": {"page[number]": ["2"], "sort": ["y"]}}"#)) == nil)
        #expect(compare.firstDifference(expected: expected, actual: try Self.json(#"{"byName": {"page[number]": ["1"]}}"#)) != nil)
        #expect(CaseComparison.steps("$.a['b.c'][]") == [.key("a"), .key("b.c"), .elements])
        #expect(CaseComparison.steps("$.a['b") == nil)
    }

    @Test("a misspelt key of a comparison is refused, with the key it means")
    func misspeltKey() throws {
        #expect(throws: DecodingError.self) { try Self.comparison(#"{"unorderd": ["$"]}"#) }
        do {
            _ = try Self.comparison(#"{"anyValues": ["$.a"]}"#)
        } catch {
            #expect("\(error)".contains("did you mean 'anyValue'?"), "\(error)")
        }
    }

    @Test("a case file's compare is read, kept when written, and a bad path is an error naming the file")
    func caseFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("good.json")
        try Data(#"{"exercise": "x", "cases": [{"name": "a", "rule": 1, "input": 1, "expect": {"value": [1, 2]}, "compare": {"unordered": ["$"]}}]}"#.utf8).write(to: good)
        let file = try CaseFile.load(good, displayPath: "good.json")
        #expect(file.cases[0].compare == CaseComparison(unordered: ["$"]))
        let again = try JSONDecoder().decode(GradingCase.self, from: JSONEncoder().encode(file.cases[0]))
        #expect(again.compare == file.cases[0].compare)
        let bad = folder.appendingPathComponent("bad.json")
        try Data(#"{"exercise": "x", "cases": [{"name": "a", "input": 1, "expect": {"value": 1}, "compare": {"only": ["updates"]}}]}"#.utf8).write(to: bad)
        #expect(throws: GradingError.self) { try CaseFile.load(bad, displayPath: "bad.json") }
        do {
            _ = try CaseFile.load(bad, displayPath: "bad.json")
        } catch {
            #expect("\(error)".contains("bad.json") && "\(error)".contains("'updates' is not a path"), "\(error)")
        }
    }

    /// A verdict shows the compared form; it says so whenever that form is
    /// not the result as written.
    @Test func aComparedFormThatChangesTheValuesIsNamed() throws {
        #expect(CaseComparison(only: ["$.name"]).shownFormNote == nil)
        #expect(CaseComparison(tolerance: 0.001).shownFormNote == nil)
        let cased = try #require(CaseComparison(ignoreCase: true).shownFormNote)
        #expect(cased.contains("lower case"))
        let sorted = try #require(CaseComparison(unordered: ["$", "$.tags"]).shownFormNote)
        #expect(sorted.contains("$, $.tags") && sorted.contains("sorted"))
        #expect(try #require(CaseComparison(anyKeySpelling: true).shownFormNote).contains("spelt"))
        #expect(try #require(CaseComparison(byKey: true).shownFormNote).contains("each key's values are gathered from wherever they are"))
        // Places are named as the verdict names them.
        let named = try #require(CaseComparison(unordered: ["$.failures"]).shownFormNote(naming: { $0 == "$.failures" ? "salvaged.failures" : $0 }))
        #expect(named.contains("order of the elements at salvaged.failures (another rule may)") && !named.contains("$.failures"))
        // It speaks of this case's rule: an order or a spelling another rule
        // fixes is never called free.
        #expect(!named.contains("free") && named.hasPrefix("Compared as this case's rule fixes it: this rule does not fix"))
        #expect(try #require(CaseComparison(anyKeySpelling: true).shownFormNote).contains("in lower case, without `_` or `-`"))
        // The note is about the shown values: the lower-case form is what it says it is.
        #expect(CaseComparison(ignoreCase: true).normalised(.string("page2Title")) == .string("page2title"))
    }
}

