import Foundation

/// Varied documents for userinfo-interval, in the harness's input format:
/// {"document": {...}, "minutes": Int | String | absent}. Every interval the
/// API offers, series of 0 to 30 entries with random prices and volumes,
/// other symbols and refresh dates, a second series beside the asked one,
/// and decoders with no interval, a String interval or an interval the
/// document has no series for. The expected results come from the reference
/// answer run on the same inputs.
enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        var cases = WorkbookCases(naming: .generated)
        let intervals = [1, 5, 15, 30, 60]
        // The starter's interval: the cases of rules 4 to 6 ask for it, and
        // their documents hold their one series under every interval's name
        // ("everyInterval"), so an answer that keeps a fixed series (rule 1)
        // fails rule 1's cases only.
        let plain = 1
        // Rule 1 asks which series was read, rule 5 how its entries became
        // updates, rule 6 whether they are in date order: each compares only that.
        let readEntries = WorkbookCompare.only("$.seriesRead")
        let updates = WorkbookCompare(only: ["$.updates"], unordered: ["$.updates"])
        let order = WorkbookCompare.only("$.oldestFirst")
        let meta = WorkbookCompare.only("$.info", "$.symbol", "$.refreshedAt")

        // Rule 1: the series named after the minutes in userInfo, for every interval.
        for minutes in intervals {
            var document = workbookDocument(&random, minutes: minutes, count: random.int(in: 2...8))
            if random.bool() {
                let other = random.element(of: intervals.filter { $0 != minutes })
                document["Time Series (\(other)min)"] = WorkbookJSON(workbookSeries(&random, minutes: other, count: random.int(in: 1...5)))
            }
            cases.add(1, "series of \(minutes) minutes", ["document": WorkbookJSON(document), "minutes": WorkbookJSON(minutes)], compare: readEntries)
        }

        // Rule 2: no interval, or one that is not an Int.
        let missing = random.element(of: intervals)
        cases.add(2, "no interval", ["document": workbookDocument(&random, minutes: missing, count: random.int(in: 1...4))])
        let typed = random.element(of: intervals)
        let text = random.bool() ? String(typed) : random.word(letters: 3...6)
        cases.add(2, "interval that is not an Int", ["document": WorkbookJSON(workbookDocument(&random, minutes: typed, count: random.int(in: 1...4))), "minutes": WorkbookJSON(text)])

        // Rule 3: the asked series is not in the document. The document has
        // no series at all, so an answer that reads a fixed one (rule 1's
        // bug) finds none either.
        let present = random.element(of: intervals.filter { $0 != plain })
        let asked = random.element(of: intervals.filter { $0 != present })
        let bare = workbookDocument(&random, minutes: present, count: random.int(in: 1...4)).filter { !$0.key.hasPrefix("Time Series") }
        cases.add(3, "no series for the interval", ["document": WorkbookJSON(bare), "minutes": WorkbookJSON(asked)])

        // Rule 4: other symbols, descriptions and refresh dates.
        for _ in 0..<2 {
            cases.add(4, "other meta data", ["document": WorkbookJSON(workbookDocument(&random, minutes: plain, spacing: random.element(of: intervals), count: random.int(in: 1...3))), "minutes": WorkbookJSON(plain), "everyInterval": true],
                compare: meta)
        }

        // Rule 5: every entry becomes one update; an empty series gives none.
        for count in [0, 1, random.int(in: 9...30)] {
            cases.add(5, "series of \(count) entries", ["document": WorkbookJSON(workbookDocument(&random, minutes: plain, spacing: random.element(of: intervals), count: count)), "minutes": WorkbookJSON(plain), "everyInterval": true],
                compare: updates)
        }

        // Rule 6: sorted oldest first, across midnight and month ends too.
        for _ in 0..<3 {
            cases.add(6, "updates in random order", ["document": WorkbookJSON(workbookDocument(&random, minutes: plain, spacing: random.element(of: intervals), count: random.int(in: 5...25), lateStart: true)),
                 "minutes": WorkbookJSON(plain), "everyInterval": true], compare: order)
        }
        return cases.all
    }

    private static let formatter = DateFormatter.workbookUTC("yyyy-MM-dd HH:mm:ss")

    /// A whole response: "Meta Data" and one series of `count` entries,
    /// named for `minutes`, its entries `spacing` minutes apart (`minutes`
    /// when nil).
    static func workbookDocument(_ random: inout WorkbookRandom, minutes: Int, spacing: Int? = nil, count: Int,
                                 lateStart: Bool = false) -> [String: WorkbookJSON] {
        let symbol = random.word(letters: 2...5).uppercased()
        let series = workbookSeries(&random, minutes: spacing ?? minutes, count: count, lateStart: lateStart)
        // Refreshed after the last entry: it is read from the meta data, not
        // from the series.
        let last = series.keys.max().flatMap { formatter.date(from: $0) } ?? Date(timeIntervalSince1970: 1_614_873_600)
        let refreshed = formatter.string(from: last.addingTimeInterval(Double(random.int(in: 1...59) * 60)))
        return [
            "Meta Data": WorkbookJSON([
                "1. Information": "Intraday (\(minutes)min) open, high, low, close prices and volume"
                    + (random.bool() ? "" : " for \(symbol)"),
                "2. Symbol": symbol,
                "3. Last Refreshed": refreshed,
                "4. Interval": "\(minutes)min",
                "5. Output Size": random.element(of: ["Compact", "Full size"]),
                "6. Time Zone": "UTC",
            ]),
            "Time Series (\(minutes)min)": WorkbookJSON(series),
        ]
    }

    /// `count` entries `minutes` apart; the dictionary's order is no order.
    static func workbookSeries(_ random: inout WorkbookRandom, minutes: Int, count: Int,
                               lateStart: Bool = false) -> [String: [String: String]] {
        var components = DateComponents()
        components.year = random.int(in: 2019...2023)
        components.month = random.int(in: 1...12)
        components.day = lateStart ? random.element(of: [28, 30, 31]) : random.int(in: 1...27)
        components.hour = lateStart ? random.int(in: 20...23) : random.int(in: 4...12)
        components.minute = random.int(in: 0...(60 / minutes - 1)) * minutes % 60
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = calendar.date(from: components) ?? Date(timeIntervalSince1970: 1_600_000_000)
        var series: [String: [String: String]] = [:]
        var price = random.int(in: 50...400_000)
        for index in 0..<count {
            let date = start.addingTimeInterval(Double(index * minutes * 60))
            let open = price
            let close = max(1, open + random.int(in: -400...400))
            let high = max(open, close) + random.int(in: 0...300)
            let low = max(1, min(open, close) - random.int(in: 0...300))
            price = close
            series[formatter.string(from: date)] = [
                "1. open": workbookPrice(open),
                "2. high": workbookPrice(high),
                "3. low": workbookPrice(low),
                "4. close": workbookPrice(close),
                "5. volume": String(random.int(in: 0...2_000_000)),
            ]
        }
        return series
    }

    /// Hundredths of a cent as the API writes them: 1019000 -> "101.9000".
    static func workbookPrice(_ tenThousandths: Int) -> String {
        let fraction = String(tenThousandths % 10_000)
        return "\(tenThousandths / 10_000)." + String(repeating: "0", count: 4 - fraction.count) + fraction
    }
}
