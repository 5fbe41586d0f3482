// Generated cases for `tagged-entries`: notes, photos and recordings with
// varied texts, files, sizes and durations, decoded and encoded alone and
// as logs, under the default and the snake_case key strategies; unknown and
// wrongly cased types; envelopes missing `type` or `payload`. Inputs only:
// the grader asks the reference answer for the result.
import Foundation

enum WorkbookGenerator {
    typealias Described = WorkbookExercise.Described
    typealias Object = [String: WorkbookJSON]

    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        var cases = WorkbookCases(naming: .plain)
        for round in 0..<3 {
            for rule in 1...5 {
                // The key strategy is rule 5's: the other rules' cases use the
                // default one (the draw is kept, so the inputs stay as drawn).
                var snake = random.bool() && rule == 5
                let many = random.bool()
                var input: Object = [:]
                switch rule {
                case 1:
                    input["decode"] = envelopes(&random, count: many ? random.int(in: 2...5) : 1, snake: snake, many: many)
                case 2:
                    input["encode"] = WorkbookJSON((0..<(many ? random.int(in: 2...5) : 1)).map { _ in described(&random) })
                case 3:
                    // The spoiled envelope comes first in a log: the entries
                    // before it would be decoded first, and how is rule 1's.
                    var list = envelopeList(&random, count: random.int(in: 1...4), snake: snake)
                    let spoiled = 0
                    var kind = "note"
                    if case let .string(text)? = list[spoiled]["type"] { kind = text }
                    list[spoiled]["type"] = WorkbookJSON([kind.capitalized, kind.uppercased(), random.element(of: ["video", "sketch", "", " note", "notes", "photograph"])][round])
                    input["decode"] = many ? WorkbookJSON(list) : WorkbookJSON(list[spoiled])
                case 4:
                    var list = envelopeList(&random, count: random.int(in: 1...4), snake: snake)
                    let spoiled = 0
                    list[spoiled][round == 1 ? "payload" : "type"] = nil
                    input["decode"] = many ? WorkbookJSON(list) : WorkbookJSON(list[spoiled])
                default:
                    snake = true
                    // Recordings only: notes and photos have no key a strategy
                    // changes, and their shapes are rules 1 and 2's.
                    let entries = (0..<random.int(in: 1...3)).map { _ in Described(recording: recording(&random)) }
                    if round == 1 {
                        input["encode"] = WorkbookJSON(entries)
                    } else {
                        input["decode"] = WorkbookJSON(entries.map { envelope($0, snake: true) })
                    }
                    input["many"] = true
                    input["keys"] = "snake"
                    // Written, only the keys' spelling is rule 5's, wherever
                    // the key is: the objects around them are rule 2's.
                    let spelt = ["$.durationSeconds", "$.duration_seconds"]
                    cases.add(rule, "generated entry \(cases.all.count + 1) (rule \(rule), snake keys)", input,
                              compare: round == 1 ? WorkbookCompare(only: spelt, anyValue: spelt, byKey: true) : nil)
                    continue
                }
                input["many"] = WorkbookJSON(many)
                input["keys"] = snake ? "snake" : "default"
                // Rule 2's written entries compare their keys by their words
                // alone: how a key is spelt is rule 5's.
                cases.add(rule, "generated entry \(cases.all.count + 1) (rule \(rule), \(snake ? "snake" : "default") keys)", input,
                          compare: rule == 2 ? WorkbookCompare(only: ["$.written"], anyKeySpelling: true) : nil)
            }
        }
        return cases.all
    }

    static let words = ["heron", "otter", "reeds", "frost", "jay", "mist", "ripples", "dawn", "ærfugl", "grebe", "“quiet”", "🦆"]

    static func text(_ random: inout WorkbookRandom) -> String {
        (0..<random.int(in: 0...7)).map { _ in random.element(of: words) }.joined(separator: " ")
    }

    static func file(_ random: inout WorkbookRandom, _ ext: String) -> String {
        random.word(letters: 3...10) + "-" + String(random.int(in: 1...9999)) + "." + ext
    }

    static func recording(_ random: inout WorkbookRandom) -> Recording {
        Recording(file: file(&random, random.element(of: ["m4a", "wav"])),
                  durationSeconds: Double(random.int(in: 1...72_000)) / random.element(of: [1, 2, 4, 10]))
    }

    /// An entry in the harness's described form.
    static func described(_ random: inout WorkbookRandom) -> Described {
        switch random.int(in: 0...2) {
        case 0: return Described(note: Note(text: text(&random)))
        case 1: return Described(photo: Photo(file: file(&random, "jpg"), width: random.int(in: 1...8000), height: random.int(in: 1...8000)))
        default: return Described(recording: recording(&random))
        }
    }

    /// The JSON envelope of a described entry, keys spelt for the strategy.
    static func envelope(_ entry: Described, snake: Bool) -> Object {
        if let note = entry.note { return ["type": "note", "payload": WorkbookJSON(note)] }
        if let photo = entry.photo { return ["type": "photo", "payload": WorkbookJSON(photo)] }
        guard let recording = entry.recording else { return [:] }
        return ["type": "recording", "payload": [
            "file": WorkbookJSON(recording.file), (snake ? "duration_seconds" : "durationSeconds"): WorkbookJSON(recording.durationSeconds),
        ]]
    }

    static func envelopeList(_ random: inout WorkbookRandom, count: Int, snake: Bool) -> [Object] {
        (0..<count).map { _ in envelope(described(&random), snake: snake) }
    }

    static func envelopes(_ random: inout WorkbookRandom, count: Int, snake: Bool, many: Bool) -> WorkbookJSON {
        let list = envelopeList(&random, count: count, snake: snake)
        return many ? WorkbookJSON(list) : WorkbookJSON(list[0])
    }
}
