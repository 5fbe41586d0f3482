import Foundation
import Testing

/// The kit's shared helpers for generators and harnesses
/// (Sources/Grading/Harness/WorkbookSupport.swift and WorkbookKit.swift) do
/// what their comments say. The random helpers draw in the order of the
/// loops they stand for, so a generator that uses them makes the same cases
/// (CaseSnapshotTests holds the course's); a rule's comparison and its
/// any-DecodingError are its cases' unless a case says otherwise. The kit is
/// compiled with a small program that checks each and prints what failed.
@Suite("The harness kit's shared helpers", .tags(.slow))
struct KitHelperTests {
    static let kit = TestCourse.root.appendingPathComponent("Sources/Grading/Harness")

    static let program = #"""
    import Foundation

    var failures: [String] = []
    func check(_ holds: Bool, _ what: String) { if !holds { failures.append(what) } }

    var a = WorkbookRandom(seed: 7)
    var b = WorkbookRandom(seed: 7)
    let made = a.array(1...4) { $0.int(in: 0...255) }
    let byHand = (0..<b.int(in: 1...4)).map { _ in b.int(in: 0...255) }
    check(made == byHand && a.next() == b.next(), "array draws the number, then each value")

    let words = a.words(2...6, letters: 2...8)
    let wordsByHand = (0..<b.int(in: 2...6)).map { _ in b.word(letters: 2...8) }.joined(separator: " ")
    check(words == wordsByHand && a.next() == b.next(), "words are words joined by spaces")

    let inserted = a.inserting("x", into: ["a", "b"])
    var insertedByHand = ["a", "b"]
    insertedByHand.insert("x", at: b.int(in: 0...2))
    check(inserted == insertedByHand && a.next() == b.next(), "inserting draws the place among count + 1")

    check(a.placed(5, inArray: false, among: 1...3) { $0.int(in: 0...9) } == 5 && a.next() == b.next(),
          "placed alone draws nothing")
    let placed = a.placed(5, inArray: true, among: 1...3) { $0.int(in: 0...9) }
    let placedByHand = WorkbookJSON(b.inserting(5, into: b.array(1...3) { $0.int(in: 0...9) }))
    check(placed == placedByHand && a.next() == b.next(), "placed in an array is inserting among array")

    for _ in 0..<8 {
        let input = a.oneOrList("v", one: "one", list: "many", among: 0...2) { $0.word(letters: 1...3) }
        let inputByHand: [String: WorkbookJSON] = b.bool()
            ? ["one": "v"]
            : ["many": WorkbookJSON(b.inserting("v", into: b.array(0...2) { $0.word(letters: 1...3) }))]
        check(input == inputByHand, "oneOrList draws the choice, then as inserting among array")
    }

    let uuid = a.uuid()
    let uuidDigits = (0..<32).map { _ in String(b.int(in: 0...15), radix: 16) }.joined()
    check(uuid.replacingOccurrences(of: "-", with: "") == uuidDigits && a.next() == b.next(), "uuid draws 32 digits in order")
    check(uuid.split(separator: "-").map(\.count) == [8, 4, 4, 4, 12] && UUID(uuidString: uuid) != nil,
          "uuid groups its digits 8-4-4-4-12, as UUID reads them")

    let subset = a.subset(["p", "q", "r", "s"])
    let subsetByHand = ["p", "q", "r", "s"].filter { _ in b.bool() }
    check(subset == subsetByHand && a.next() == b.next(), "subset keeps each item on a coin flip, in order")

    let rounds = WorkbookCases.rounds(2, rules: 1...3).map { "\($0.round)-\($0.rule)" }
    check(rounds == ["0-1", "0-2", "0-3", "1-1", "1-2", "1-3"], "rounds are one case per rule, round after round")

    var cases = WorkbookCases(naming: .plain, comparing: [2: .only("$.a")], anyDecodingError: [5])
    cases.add(2, "rule's compare", 1)
    cases.add(2, "own compare", 1, compare: .unordered("$"))
    cases.add(5, "rule's any error", 1)
    cases.add(5, "own any error", 1, anyDecodingError: false)
    cases.add(1, "neither", 1)
    check(cases.all[0].compare == ["only": ["$.a"]], "a case takes its rule's compare")
    check(cases.all[1].compare == ["unordered": ["$"]], "a case's own compare wins")
    check(cases.all[0].input == 1, "a case's input is the JSON its value encodes to")
    let older = WorkbookGeneratedCase(name: "older", rule: 1, input: ["a": [1, "x"]] as [String: Any], compare: ["only": ["$.a"]])
    check(older.input == ["a": [1, "x"]] && older.compare == ["only": ["$.a"]], "an older generator's plain values are read as JSON")
    struct NotJSON {}
    check(WorkbookGeneratedCase(name: "not JSON", rule: 1, input: NotJSON()).input == nil, "an older generator's value that is not JSON leaves the case out")
    check(cases.all[2].anyDecodingError && !cases.all[3].anyDecodingError, "a rule's any DecodingError, unless the case says")
    check(cases.all[4].compare == nil && !cases.all[4].anyDecodingError, "a rule named nowhere compares all, by kind")

    let object: [String: WorkbookJSON] = ["a": 1, "b": 2]
    check(object.setting("c", to: 3) == ["a": 1, "b": 2, "c": 3] && object.setting("a", to: .null)["a"] == .null,
          "setting adds or replaces a key")
    check(object.removing("a", "z") == ["b": 2], "removing leaves the other keys")

    do {
        let one = try WorkbookJSON.decode(Int.self, one: 3, list: nil) { $0 * 2 }
        let list = try WorkbookJSON.decode(Int.self, one: nil, list: [1, 2]) { $0 * 2 }
        check(one == 6 && list == [2, 4], "decode(one:list:) describes one value, or each of a list")
    } catch {
        failures.append("decode(one:list:) threw \(error)")
    }
    do {
        _ = try WorkbookJSON.decode(Int.self, one: nil, list: nil) { $0 }
        failures.append("decode(one:list:) with neither did not throw")
    } catch {
        check(error is WorkbookHarnessFault, "decode(one:list:) with neither is the harness's fault")
    }

    let turned = WorkbookCases.rounds(2, rules: 1...3, places: ["single", "array"]).map { "\($0.round)-\($0.rule)-\($0.place)" }
    check(turned == ["0-1-array", "0-2-single", "0-3-array", "1-1-single", "1-2-array", "1-3-single"],
          "rounds with places turn the place with the round and the rule")

    func coding(_ json: WorkbookJSON) throws -> WorkbookCoding<Int> { try json.decode(WorkbookCoding<Int>.self) }
    do {
        let places = try [nil, "single", "array", "sighting"].map { try WorkbookCoding<Int>(wrap: $0).place(object: "sighting", key: "count") }
        check(places == [.single, .single, .array, .object("count")], "place names single, array or the object's word")
        try check(coding(["decode": .null]).decode == .null, "a coding case's decode of null is null, not absent")
        let decoded = try coding(["decode": [1, 2], "wrap": "array"]).run(Int.self, in: .array, describe: { $0 * 10 }, make: { $0 })
        check(decoded == [10, 20], "run decodes \"decode\" in its place and describes each")
        let encoded = try coding(["encode": [3, 4]]).run(Int.self, in: .object("n"), describe: { $0 }, make: { $0 + 1 })
        check(encoded == ["n": 4], "run without decode makes each item and encodes them in the place")
        check(WorkbookJSON(WorkbookCoding<Int>(encode: [5], wrap: "single")) == ["encode": [5], "wrap": "single"],
              "a generator's coding case writes only the fields it has")
    } catch {
        failures.append("WorkbookCoding threw \(error)")
    }
    do {
        _ = try WorkbookCoding<Int>(wrap: "object").place(object: "sighting", key: "count")
        failures.append("place of an unknown word did not throw")
    } catch {
        check(error is WorkbookHarnessFault, "place of an unknown word is the harness's fault")
    }

    print(failures.isEmpty ? "all hold" : failures.joined(separator: "\n"))
    """#

    @Test("each helper draws and builds what its comment says")
    func helpers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kit-helpers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = folder.appendingPathComponent("main.swift")
        try Self.program.write(to: main, atomically: true, encoding: .utf8)
        let executable = folder.appendingPathComponent("helpers")
        let kitFiles = ["WorkbookSupport.swift", "WorkbookKit.swift", "WorkbookThrown.swift"].map { Self.kit.appendingPathComponent($0).path }
        let compile = try Self.run(["swiftc", "-swift-version", "5", "-o", executable.path] + kitFiles + [main.path])
        #expect(compile.status == 0, "the kit and the check do not compile:\n\(compile.output)")
        guard compile.status == 0 else { return }
        let result = try Self.run([executable.path])
        #expect(result.output.trimmingCharacters(in: .whitespacesAndNewlines) == "all hold", "\(result.output)")
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
