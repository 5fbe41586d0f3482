// Generated cases for `positional-size`: sizes of every magnitude (zero and
// negative numbers included) decoded alone, in arrays and as the value of a
// key; arrays that are too short or too long; elements that are not whole
// numbers; values that are not arrays; sizes encoded in the same three
// places. Inputs only: the grader asks the reference answer for the result.
import Foundation

enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        let explanations = [
            1: "Decoding reads an array of exactly three whole numbers as the width, the height and the depth, in that order.",
            2: "An array with fewer than three elements throws a DecodingError.",
            3: "An array with more than three elements throws a DecodingError: extra elements are never ignored.",
            4: "An element that is not a whole number (a string, a fraction, null, an array) throws a DecodingError.",
            5: "A value that is not an array (an object, a number, a string) throws a DecodingError.",
            6: "Encoding writes an array of three numbers: the width first, then the height, then the depth.",
        ]
        let wraps = ["single", "array", "object"]
        var cases: [WorkbookGeneratedCase] = []
        var counter = 0
        for round in 0..<3 {
            for rule in 1...6 {
                counter += 1
                let wrap = wraps[(round + rule) % 3]
                var input: [String: Any] = ["wrap": wrap]
                switch rule {
                case 1:
                    input["decode"] = place(size(&random), wrap: wrap, random: &random)
                case 2:
                    let short = Array(size(&random).prefix(random.int(in: 0...2)))
                    input["decode"] = place(short, wrap: wrap, random: &random)
                case 3:
                    let long = size(&random) + (0..<random.int(in: 1...4)).map { _ in random.int(in: 0...300) }
                    input["decode"] = place(long, wrap: wrap, random: &random)
                case 4:
                    var broken: [Any] = size(&random)
                    let spoiled = random.int(in: 0...2)
                    let number = broken[spoiled] as? Int ?? 1
                    broken[spoiled] = [
                        String(number),
                        Double(number) + random.element(of: [0.25, 0.5, 0.75]),
                        NSNull(),
                        [number],
                        "\(number) cm",
                    ][(round + random.int(in: 0...4)) % 5]
                    input["decode"] = place(broken, wrap: wrap, random: &random)
                case 5:
                    let numbers = size(&random)
                    let notArray: Any = [
                        ["width": numbers[0], "height": numbers[1], "depth": numbers[2]],
                        numbers[0],
                        "\(numbers[0])x\(numbers[1])x\(numbers[2])",
                    ][round]
                    input["decode"] = wrap == "array" ? [numbers, notArray] as [Any] : notArray
                default:
                    let count = wrap == "array" ? random.int(in: 1...4) : 1
                    input["encode"] = (0..<count).map { _ in size(&random) }
                }
                cases.append(WorkbookGeneratedCase(
                    name: "generated size \(counter) (rule \(rule), \(wrap))",
                    rule: rule,
                    explain: explanations[rule] ?? "",
                    input: input,
                    // Rules 2 to 5 ask for a DecodingError of any kind.
                    anyDecodingError: (2...5).contains(rule)))
            }
        }
        return cases
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
    static func place(_ value: [Any], wrap: String, random: inout WorkbookRandom) -> Any {
        guard wrap == "array" else { return value }
        var list: [Any] = (0..<random.int(in: 1...3)).map { _ in size(&random) }
        list.insert(value, at: random.int(in: 0...list.count))
        return list
    }
}
