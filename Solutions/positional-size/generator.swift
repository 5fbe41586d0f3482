// Generated cases for `positional-size`: sizes of every magnitude (zero and
// negative numbers included) decoded alone, in arrays and as the value of a
// key; arrays that are too short or too long; elements that are not whole
// numbers; values that are not arrays; sizes encoded in the same three
// places. Inputs only: the grader asks the reference answer for the result.
import Foundation

enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        let wraps = ["single", "array", "object"]
        var cases = WorkbookCases(naming: .plain)
        for round in 0..<3 {
            for rule in 1...6 {
                let wrap = wraps[(round + rule) % 3]
                var input: [String: WorkbookJSON] = ["wrap": WorkbookJSON(wrap)]
                switch rule {
                case 1:
                    input["decode"] = place(WorkbookJSON(size(&random)), wrap: wrap, random: &random)
                case 2:
                    let short = Array(size(&random).prefix(random.int(in: 0...2)))
                    input["decode"] = place(WorkbookJSON(short), wrap: wrap, random: &random)
                case 3:
                    let long = size(&random) + (0..<random.int(in: 1...4)).map { _ in random.int(in: 0...300) }
                    input["decode"] = place(WorkbookJSON(long), wrap: wrap, random: &random)
                case 4:
                    let numbers = size(&random)
                    var broken = numbers.map(WorkbookJSON.init)
                    let spoiled = random.int(in: 0...2)
                    let number = numbers[spoiled]
                    broken[spoiled] = [
                        WorkbookJSON(String(number)),
                        WorkbookJSON(Double(number) + random.element(of: [0.25, 0.5, 0.75])),
                        .null,
                        [WorkbookJSON(number)],
                        WorkbookJSON("\(number) cm"),
                    ][(round + random.int(in: 0...4)) % 5]
                    input["decode"] = place(.array(broken), wrap: wrap, random: &random)
                case 5:
                    let numbers = size(&random)
                    let notArray: WorkbookJSON = [
                        ["width": WorkbookJSON(numbers[0]), "height": WorkbookJSON(numbers[1]), "depth": WorkbookJSON(numbers[2])],
                        WorkbookJSON(numbers[0]),
                        WorkbookJSON("\(numbers[0])x\(numbers[1])x\(numbers[2])"),
                    ][round]
                    input["decode"] = wrap == "array" ? [WorkbookJSON(numbers), notArray] : notArray
                default:
                    let count = wrap == "array" ? random.int(in: 1...4) : 1
                    input["encode"] = WorkbookJSON((0..<count).map { _ in size(&random) })
                }
                // Rules 2 to 5 ask for a DecodingError of any kind.
                cases.add(rule, "generated size \(cases.all.count + 1) (rule \(rule), \(wrap))", input, anyDecodingError: (2...5).contains(rule))
            }
        }
        return cases.all
    }

    /// Three whole numbers: mostly toy-sized, sometimes zero, negative or large.
    static func size(_ random: inout WorkbookRandom) -> [Int] {
        (0..<3).map { _ in
            switch random.int(in: 0...9) {
            case 0: return 0
            case 1: return -random.int(in: 1...500)
            case 2: return random.int(in: 1_000...2_000_000_000)
            default: return random.int(in: 1...150)
            }
        }
    }

    /// The value for a "decode" input: as it is, or (for "array") among good sizes.
    static func place(_ value: WorkbookJSON, wrap: String, random: inout WorkbookRandom) -> WorkbookJSON {
        guard wrap == "array" else { return value }
        var list = (0..<random.int(in: 1...3)).map { _ in WorkbookJSON(size(&random)) }
        list.insert(value, at: random.int(in: 0...list.count))
        return .array(list)
    }
}
