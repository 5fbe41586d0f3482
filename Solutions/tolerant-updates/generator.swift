import Foundation

/// Varied series for tolerant-updates: good entries in random order mixed
/// with broken ones (prices that are not numbers, numbers that are not
/// strings, missing fields, entries that are not objects), keys that are
/// not dates (with good or broken entries), all-good and all-bad series, and
/// top-level values that are not objects. The expected results come from
/// the reference answer.
enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        var cases = WorkbookNumberedCases()

        // Rules 1 and 2: good series of varied lengths, keys in no order.
        for count in [0, 1, random.int(in: 5...25)] {
            cases.add("\(count) good entries", 1,
                "Every entry whose key dateFormatter can read and whose value decodes becomes one update, dated from its key.",
                workbookSeries(&random, good: count, broken: 0, badKeys: 0),
                compare: ["only": ["$.updates"], "unordered": ["$.updates"]])
        }
        for _ in 0..<2 {
            cases.add("good entries in random order", 2, "updates is sorted by date, oldest first.",
                workbookSeries(&random, good: random.int(in: 6...20), broken: 0, badKeys: 0, lateStart: true),
                compare: ["only": ["$.updates[].open", "$.updates[].high", "$.updates[].low", "$.updates[].close", "$.updates[].volume"]])
        }

        // Rule 3: broken entries among good ones.
        for _ in 0..<4 {
            cases.add("broken entries among good ones", 3,
                "An entry whose value throws a DecodingError is recorded in failures with its key and that error, unchanged, and decoding goes on.",
                workbookSeries(&random, good: random.int(in: 0...8), broken: random.int(in: 1...4), badKeys: 0),
                compare: ["only": ["$.failures", "$.updates[].volume"], "unordered": ["$.failures", "$.updates"]])
        }

        // Rule 4: keys that are not dates.
        for _ in 0..<3 {
            cases.add("keys that are not dates", 4,
                "A key that dateFormatter cannot read is a failure whatever its entry holds, with a dataCorrupted error whose coding path is the series' path followed by that key.",
                workbookSeries(&random, good: random.int(in: 0...5), broken: 0, badKeys: random.int(in: 1...3)),
                compare: ["only": ["$.failures"], "unordered": ["$.failures"]])
        }

        // Rule 5: many failures, sorted by key.
        for _ in 0..<2 {
            cases.add("many failures", 5, "failures is sorted by key.",
                workbookSeries(&random, good: random.int(in: 0...3), broken: random.int(in: 4...9), badKeys: 0),
                compare: ["only": ["$.failures[].key"]])
        }

        // Rule 6: not an object.
        let notObjects: [Any] = [
            [workbookEntry(&random)],
            random.word(letters: 3...9),
            random.int(in: 0...9999),
            [] as [Any],
        ]
        for _ in 0..<2 {
            cases.add("series that is not an object", 6,
                "When the series itself is not a JSON object, decoding throws the decoder's typeMismatch.",
                random.element(of: notObjects))
        }
        return cases.all
    }

    private static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()

    /// A series of `good + broken` entries a few minutes apart, plus `badKeys`
    /// entries under keys that are not dates.
    static func workbookSeries(_ random: inout WorkbookRandom, good: Int, broken: Int, badKeys: Int,
                               lateStart: Bool = false) -> [String: Any] {
        let minutes = random.element(of: [1, 5, 15, 30, 60])
        let start = Date(timeIntervalSince1970: Double(random.int(in: 1_500_000_000 / 3600...1_700_000_000 / 3600) * 3600
            + (lateStart ? 22 * 3600 : 0)))
        let brokenAt = Set(random.shuffled(Array(0..<(good + broken))).prefix(broken))
        var series: [String: Any] = [:]
        for index in 0..<(good + broken) {
            let key = formatter.string(from: start.addingTimeInterval(Double(index * minutes * 60)))
            series[key] = brokenAt.contains(index) ? workbookBroken(&random) : workbookEntry(&random)
        }
        for index in 0..<badKeys {
            let date = formatter.string(from: start.addingTimeInterval(Double(-(index + 1) * 7 * 60)))
            let forms = [String(date.dropLast(3)), date.replacingOccurrences(of: " ", with: "T"),
                         String(date.prefix(10)), random.word(letters: 4...10), date + "Z"]
            series[random.element(of: forms)] = random.bool() ? workbookEntry(&random) : workbookBroken(&random)
        }
        return series
    }

    static func workbookEntry(_ random: inout WorkbookRandom) -> [String: Any] {
        let open = random.int(in: 10_000...3_000_000)
        let close = max(1, open + random.int(in: -20_000...20_000))
        return [
            "1. open": workbookPrice(open),
            "2. high": workbookPrice(max(open, close) + random.int(in: 0...9_000)),
            "3. low": workbookPrice(max(0, min(open, close) - random.int(in: 0...9_000))),
            "4. close": workbookPrice(close),
            "5. volume": String(random.int(in: 0...500_000)),
        ]
    }

    /// An entry that `Stock.Update` rejects, one way or another.
    static func workbookBroken(_ random: inout WorkbookRandom) -> Any {
        var entry = workbookEntry(&random)
        let field = random.element(of: ["1. open", "2. high", "3. low", "4. close", "5. volume"])
        switch random.int(in: 0...4) {
        case 0: entry[field] = "n/a"
        case 1: entry[field] = random.int(in: 1...999)
        case 2: entry[field] = nil
        case 3: return random.element(of: ["n/a", "pending"])
        default: return [workbookEntry(&random)]
        }
        return entry
    }

    static func workbookPrice(_ tenThousandths: Int) -> String {
        let fraction = String(tenThousandths % 10_000)
        return "\(tenThousandths / 10_000)." + String(repeating: "0", count: 4 - fraction.count) + fraction
    }
}
