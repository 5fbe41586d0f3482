// Generated cases for `tagged-entries`: notes, photos and recordings with
// varied texts, files, sizes and durations, decoded and encoded alone and
// as logs, under the default and the snake_case key strategies; unknown and
// wrongly cased types; envelopes missing `type` or `payload`. Inputs only:
// the grader asks the reference answer for the result.
import Foundation

enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        let explanations = [
            1: "An entry is an object with type (note, photo or recording) and payload in that type's own shape; it decodes as the matching case.",
            2: "Encoding writes an object with exactly the two keys type and payload, the payload in its type's synthesized shape.",
            3: "type is matched exactly: any other string throws DecodingError.dataCorrupted.",
            4: "A missing type or a missing payload throws DecodingError.keyNotFound.",
            5: "Key strategies apply as usual: with the snake_case strategies durationSeconds is duration_seconds.",
        ]
        var cases: [WorkbookGeneratedCase] = []
        var counter = 0
        for round in 0..<3 {
            for rule in 1...5 {
                counter += 1
                var snake = random.bool()
                let many = random.bool()
                var input: [String: Any] = [:]
                switch rule {
                case 1:
                    input["decode"] = envelopes(&random, count: many ? random.int(in: 2...5) : 1, snake: snake, many: many)
                case 2:
                    input["encode"] = (0..<(many ? random.int(in: 2...5) : 1)).map { _ in described(&random) }
                case 3:
                    var list = envelopeList(&random, count: random.int(in: 1...4), snake: snake)
                    let spoiled = random.int(in: 0...(list.count - 1))
                    let kind = list[spoiled]["type"] as? String ?? "note"
                    list[spoiled]["type"] = [kind.capitalized, kind.uppercased(), random.element(of: ["video", "sketch", "", " note", "notes", "photograph"])][round]
                    input["decode"] = many ? list as Any : list[spoiled] as Any
                case 4:
                    var list = envelopeList(&random, count: random.int(in: 1...4), snake: snake)
                    let spoiled = random.int(in: 0...(list.count - 1))
                    list[spoiled][round == 1 ? "payload" : "type"] = nil
                    input["decode"] = many ? list as Any : list[spoiled] as Any
                default:
                    snake = true
                    // Recordings only: notes and photos have no key a strategy
                    // changes, and their shapes are rules 1 and 2's.
                    let entries: [[String: Any]] = (0..<random.int(in: 1...3)).map { _ in ["recording": recording(&random)] }
                    if round == 1 {
                        input["encode"] = entries
                        input["many"] = true
                    } else {
                        input["decode"] = entries.map { envelope($0, snake: true) }
                        input["many"] = true
                    }
                    // Written, only the keys' spelling is rule 5's: the
                    // objects around them are rule 2's.
                    cases.append(WorkbookGeneratedCase(name: "generated entry \(counter) (rule \(rule), snake keys)", rule: rule,
                                                       explain: explanations[rule] ?? "", input: input.merging(["keys": "snake"]) { $1 },
                                                       compare: round == 1 ? ["only": ["$.leafKeys"]] : nil))
                    continue
                }
                input["many"] = many
                input["keys"] = snake ? "snake" : "default"
                cases.append(WorkbookGeneratedCase(name: "generated entry \(counter) (rule \(rule), \(snake ? "snake" : "default") keys)",
                                                   rule: rule, explain: explanations[rule] ?? "", input: input))
            }
        }
        return cases
    }

    static let words = ["heron", "otter", "reeds", "frost", "jay", "mist", "ripples", "dawn", "ærfugl", "grebe", "“quiet”", "🦆"]

    static func text(_ random: inout WorkbookRandom) -> String {
        (0..<random.int(in: 0...7)).map { _ in random.element(of: words) }.joined(separator: " ")
    }

    static func file(_ random: inout WorkbookRandom, _ ext: String) -> String {
        random.word(letters: 3...10) + "-" + String(random.int(in: 1...9999)) + "." + ext
    }

    static func recording(_ random: inout WorkbookRandom) -> [String: Any] {
        ["file": file(&random, random.element(of: ["m4a", "wav"])),
         "durationSeconds": Double(random.int(in: 1...72_000)) / random.element(of: [1, 2, 4, 10])]
    }

    /// An entry in the harness's described form.
    static func described(_ random: inout WorkbookRandom) -> [String: Any] {
        switch random.int(in: 0...2) {
        case 0: return ["note": ["text": text(&random)]]
        case 1: return ["photo": ["file": file(&random, "jpg"), "width": random.int(in: 1...8000), "height": random.int(in: 1...8000)] as [String: Any]]
        default: return ["recording": recording(&random)]
        }
    }

    /// The JSON envelope of a described entry, keys spelt for the strategy.
    static func envelope(_ described: [String: Any], snake: Bool) -> [String: Any] {
        for kind in ["note", "photo", "recording"] {
            if var payload = described[kind] as? [String: Any] {
                if snake, let seconds = payload.removeValue(forKey: "durationSeconds") {
                    payload["duration_seconds"] = seconds
                }
                return ["type": kind, "payload": payload]
            }
        }
        return [:]
    }

    static func envelopeList(_ random: inout WorkbookRandom, count: Int, snake: Bool) -> [[String: Any]] {
        (0..<count).map { _ in envelope(described(&random), snake: snake) }
    }

    static func envelopes(_ random: inout WorkbookRandom, count: Int, snake: Bool, many: Bool) -> Any {
        let list = envelopeList(&random, count: count, snake: snake)
        return many ? list as Any : list[0] as Any
    }
}
