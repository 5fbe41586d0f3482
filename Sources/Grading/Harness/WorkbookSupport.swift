// Compiled into every program the grader builds, beside the exercise's
// harness and generator (Solutions/<id>/generator.swift). It gives
// generators a seeded, portable random source: the same seed makes the same
// cases on every machine and every run. A generator's cases depend on the
// order of its draws, so each helper's comment says in what order it draws.
import Foundation

/// SplitMix64: small, fast, and the same everywhere.
struct WorkbookRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range`, uniformly.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) &+ 1
        if width == 0 { return Int(truncatingIfNeeded: next()) }
        return range.lowerBound + Int(next() % width)
    }

    mutating func bool() -> Bool { next() & 1 == 1 }

    mutating func element<T>(of items: [T]) -> T {
        precondition(!items.isEmpty, "element(of:) needs a non-empty array")
        return items[int(in: 0...(items.count - 1))]
    }

    /// A lower-case word of a-z with a length in `letters`.
    mutating func word(letters: ClosedRange<Int>) -> String {
        let count = int(in: letters)
        return String((0..<count).map { _ in Character(Unicode.Scalar(UInt8(97 + int(in: 0...25)))) })
    }

    /// `count` values (a number in `count`) made one after another by `make`:
    /// `random.array(1...4) { $0.int(in: 0...255) }`. Draws the number first.
    mutating func array<T>(_ count: ClosedRange<Int>, _ make: (inout WorkbookRandom) -> T) -> [T] {
        (0..<int(in: count)).map { _ in make(&self) }
    }

    /// Words of a-z (a number in `count` of them, each with a length in
    /// `letters`) joined by spaces: a name, a search, a sentence.
    mutating func words(_ count: ClosedRange<Int>, letters: ClosedRange<Int>) -> String {
        array(count) { $0.word(letters: letters) }.joined(separator: " ")
    }

    /// `list` with `item` inserted at a random place (a case's value among
    /// plain neighbours).
    mutating func inserting<T>(_ item: T, into list: [T]) -> [T] {
        var result = list
        result.insert(item, at: int(in: 0...list.count))
        return result
    }

    /// A case's input holding `item` either alone, `{one: item}`, or (as
    /// likely) in a list among plain neighbours, `{list: [..., item, ...]}`:
    /// draws the choice, then as `inserting(item, into: array(among, make))`.
    mutating func oneOrList<T: Encodable>(_ item: T, one: String, list: String, among count: ClosedRange<Int>,
                                          _ make: (inout WorkbookRandom) -> T) -> [String: WorkbookJSON] {
        if bool() { return [one: WorkbookJSON(item)] }
        return [list: WorkbookJSON(inserting(item, into: array(count, make)))]
    }

    /// `item` alone, or when `inArray` at a random place among plain
    /// neighbours (a number in `count` of values from `make`): the value a
    /// case decodes alone or in an array. Draws only when `inArray`.
    mutating func placed<T: Encodable>(_ item: T, inArray: Bool, among count: ClosedRange<Int>,
                                       _ make: (inout WorkbookRandom) -> T) -> WorkbookJSON {
        inArray ? WorkbookJSON(inserting(item, into: array(count, make))) : WorkbookJSON(item)
    }

    /// The items in a random order (Fisher–Yates).
    mutating func shuffled<T>(_ items: [T]) -> [T] {
        var result = items
        if result.count < 2 { return result }
        for index in stride(from: result.count - 1, to: 0, by: -1) {
            result.swapAt(index, int(in: 0...index))
        }
        return result
    }
}

/// One generated case: like a case in cases.json, without `expect` (the
/// grader asks the reference answer for it). A generator makes them with
/// ``WorkbookCases`` (WorkbookKit.swift), from typed inputs; the initialiser
/// here, an input of JSONSerialization's values and an `explain`, is the
/// older form, still accepted for an instructor's generator written before,
/// and turned into JSON at once.
struct WorkbookGeneratedCase {
    let name: String
    let rule: Int
    /// An older generator's own words for the case; the rule's text (the
    /// chapter's rules block) is what a learner is shown, so a typed
    /// generator (``WorkbookCases``) leaves it empty.
    var explain = ""
    /// The case's input; nil when an older generator's value is not JSON
    /// (the driver leaves such a case out).
    let input: WorkbookJSON?
    /// Any `DecodingError` the answer throws passes when the reference
    /// answer throws one (the rule names no kind): cases.json's
    /// `{"error": "anyDecodingError"}`.
    var anyDecodingError = false
    /// What of the result is compared: cases.json's `"compare"` (e.g.
    /// `{"unordered": ["$.updates"]}`); nil compares all of it.
    var compare: WorkbookJSON? = nil

    /// The older, untyped form: `input` and `compare` as JSONSerialization's
    /// values (NSNull, numbers, strings, arrays and dictionaries of them).
    init(name: String, rule: Int, explain: String = "", input: Any, anyDecodingError: Bool = false, compare: [String: Any]? = nil) {
        self.name = name
        self.rule = rule
        self.explain = explain
        self.input = try? WorkbookJSON(plain: input)
        self.anyDecodingError = anyDecodingError
        self.compare = compare.flatMap { try? WorkbookJSON(plain: $0) }
    }
}
