// Generated cases for `positional-size`: sizes of every magnitude (zero and negative numbers included) decoded
// alone, in arrays and under a key; arrays too short or too long; elements that are not whole numbers; values
// that are not arrays; sizes encoded in the same three places.
import Foundation

enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        // Rules 2 to 5 ask for a DecodingError of any kind.
        var cases = WorkbookCases(naming: .plain, anyDecodingError: [2, 3, 4, 5])
        for (round, rule, wrap) in WorkbookCases.rounds(3, rules: 1...6, places: ["single", "array", "object"]) {
            var input = WorkbookCoding<[Int]>(wrap: wrap)
            switch rule {
            case 1: input.decode = WorkbookJSON(size(&random))
            case 2: input.decode = WorkbookJSON(Array(size(&random).prefix(random.int(in: 0...2))))
            case 3: input.decode = WorkbookJSON(size(&random) + random.array(1...4) { $0.int(in: 0...300) })
            case 4:
                let numbers = size(&random)
                var broken = numbers.map(WorkbookJSON.init)
                let spoiled = random.int(in: 0...2)
                let number = numbers[spoiled]
                let fraction = WorkbookJSON(Double(number) + random.element(of: [0.25, 0.5, 0.75]))
                let wrong: [WorkbookJSON] = [WorkbookJSON(String(number)), fraction, .null, [WorkbookJSON(number)],
                                             WorkbookJSON("\(number) cm")]
                broken[spoiled] = wrong[(round + random.int(in: 0...4)) % 5]
                input.decode = .array(broken)
            case 5:
                let numbers = size(&random)
                let notArray: WorkbookJSON = [
                    ["width": WorkbookJSON(numbers[0]), "height": WorkbookJSON(numbers[1]),
                     "depth": WorkbookJSON(numbers[2])],
                    WorkbookJSON(numbers[0]),
                    WorkbookJSON("\(numbers[0])x\(numbers[1])x\(numbers[2])"),
                ][round]
                input.decode = wrap == "array" ? [WorkbookJSON(numbers), notArray] : notArray
            default:
                let count = wrap == "array" ? random.int(in: 1...4) : 1
                input.encode = (0..<count).map { _ in size(&random) }
            }
            // In an array, among good sizes (rule 5's case has its own array).
            if let value = input.decode, rule != 5 {
                input.decode = random.placed(value, inArray: wrap == "array", among: 1...3) { WorkbookJSON(size(&$0)) }
            }
            cases.add(rule, "generated size \(cases.all.count + 1) (rule \(rule), \(wrap))", input)
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
}
