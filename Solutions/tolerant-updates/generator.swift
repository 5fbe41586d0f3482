import Foundation

/// Varied series for tolerant-updates: good entries in random order mixed
/// with broken ones (prices that are not numbers, numbers that are not
/// strings, missing fields, entries that are not objects), keys that are
/// not dates (with good or broken entries), all-good and all-bad series, and
/// top-level values that are not objects. The expected results come from
/// the reference answer.
enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        var cases = WorkbookCases(naming: .generated)

        // Rules 1 and 2: good series of varied lengths, keys in no order.
        for count in [0, 1, random.int(in: 5...25)] {
            cases.add(1, "\(count) good entries", workbookSeries(&random, good: count, broken: 0, badKeys: 0),
                compare: WorkbookCompare(only: ["$.updates"], unordered: ["$.updates"]))
        }
        for _ in 0..<2 {
            cases.add(2, "good entries in random order", workbookSeries(&random, good: random.int(in: 6...20), broken: 0, badKeys: 0, lateStart: true),
                compare: .only("$.oldestFirst"))
        }

        // Rule 3: broken entries among good ones.
        for _ in 0..<4 {
            cases.add(3, "broken entries among good ones", workbookSeries(&random, good: random.int(in: 0...8), broken: random.int(in: 1...4), badKeys: 0),
                compare: WorkbookCompare(only: ["$.failures", "$.updates[].volume"], unordered: ["$.failures", "$.updates"]))
        }

        // Rule 4: keys that are not dates.
        for _ in 0..<3 {
            cases.add(4, "keys that are not dates", workbookSeries(&random, good: random.int(in: 0...5), broken: 0, badKeys: random.int(in: 1...3)),
                compare: WorkbookCompare(only: ["$.failures"], unordered: ["$.failures"]))
        }

        // Rule 5: many failures, sorted by key.
        for _ in 0..<2 {
            cases.add(5, "many failures", workbookSeries(&random, good: random.int(in: 0...3), broken: random.int(in: 4...9), badKeys: 0),
                compare: .only("$.failuresByKey"))
        }

        // Rule 6: not an object.
        let notObjects: [WorkbookJSON] = [
            [WorkbookJSON(workbookEntry(&random))],
            WorkbookJSON(random.word(letters: 3...9)),
            WorkbookJSON(random.int(in: 0...9999)),
            [],
        ]
        for _ in 0..<2 {
            cases.add(6, "series that is not an object", random.element(of: notObjects))
        }
        return cases.all
    }

    private static let formatter = DateFormatter.workbookUTC("yyyy-MM-dd HH:mm:ss")

    /// A series of `good + broken` entries a few minutes apart, plus `badKeys`
    /// entries under keys that are not dates.
    static func workbookSeries(_ random: inout WorkbookRandom, good: Int, broken: Int, badKeys: Int,
                               lateStart: Bool = false) -> [String: WorkbookJSON] {
        let minutes = random.element(of: [1, 5, 15, 30, 60])
        let start = Date(timeIntervalSince1970: Double(random.int(in: 1_500_000_000 / 3600...1_700_000_000 / 3600) * 3600
            + (lateStart ? 22 * 3600 : 0)))
        let brokenAt = Set(random.shuffled(Array(0..<(good + broken))).prefix(broken))
        var series: [String: WorkbookJSON] = [:]
        for index in 0..<(good + broken) {
            let key = formatter.string(from: start.addingTimeInterval(Double(index * minutes * 60)))
            series[key] = brokenAt.contains(index) ? workbookBroken(&random) : WorkbookJSON(workbookEntry(&random))
        }
        for index in 0..<badKeys {
            let date = formatter.string(from: start.addingTimeInterval(Double(-(index + 1) * 7 * 60)))
            let forms = [String(date.dropLast(3)), date.replacingOccurrences(of: " ", with: "T"),
                         String(date.prefix(10)), random.word(letters: 4...10), date + "Z"]
            series[random.element(of: forms)] = random.bool() ? WorkbookJSON(workbookEntry(&random)) : workbookBroken(&random)
        }
        return series
    }

    static func workbookEntry(_ random: inout WorkbookRandom) -> [String: WorkbookJSON] {
        let open = random.int(in: 10_000...3_000_000)
        let close = max(1, open + random.int(in: -20_000...20_000))
        return [
            "1. open": WorkbookJSON(workbookPrice(open)),
            "2. high": WorkbookJSON(workbookPrice(max(open, close) + random.int(in: 0...9_000))),
            "3. low": WorkbookJSON(workbookPrice(max(0, min(open, close) - random.int(in: 0...9_000)))),
            "4. close": WorkbookJSON(workbookPrice(close)),
            "5. volume": WorkbookJSON(String(random.int(in: 0...500_000))),
        ]
    }

    /// An entry that `Stock.Update` rejects, one way or another.
    static func workbookBroken(_ random: inout WorkbookRandom) -> WorkbookJSON {
        var entry = workbookEntry(&random)
        let field = random.element(of: ["1. open", "2. high", "3. low", "4. close", "5. volume"])
        switch random.int(in: 0...4) {
        case 0: entry[field] = "n/a"
        case 1: entry[field] = WorkbookJSON(random.int(in: 1...999))
        case 2: entry[field] = nil
        case 3: return WorkbookJSON(random.element(of: ["n/a", "pending"]))
        default: return [WorkbookJSON(workbookEntry(&random))]
        }
        return WorkbookJSON(entry)
    }

    static func workbookPrice(_ tenThousandths: Int) -> String {
        let fraction = String(tenThousandths % 10_000)
        return "\(tenThousandths / 10_000)." + String(repeating: "0", count: 4 - fraction.count) + fraction
    }
}
