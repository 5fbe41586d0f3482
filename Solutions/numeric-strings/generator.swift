import Foundation

/// Varied entries for numeric-strings: random prices and volumes, texts the
/// conversions reject, numbers where strings belong, a key left out, extra
/// keys. The expected results come from the reference answer.
enum WorkbookGenerator {
    static let workbookFields = ["1. open", "2. high", "3. low", "4. close", "5. volume"]

    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        var cases = WorkbookCases(naming: .generated)

        // Rule 1: prices and volumes of every size.
        for _ in 0..<4 {
            cases.add(1, "prices and volume", workbookEntry(&random))
        }

        // Rule 2: texts the conversions reject.
        let badPrices = ["n/a", "", "-", "1,250.50", " 42.0", "12.5.1", "NaN?", "ten"]
        let badVolumes = ["12.5", "n/a", "", "1e3", "3 000", "-", "4.0"]
        for _ in 0..<4 {
            var entry = workbookEntry(&random)
            let field = random.element(of: workbookFields)
            entry[field] = WorkbookJSON(field == "5. volume" ? random.element(of: badVolumes) : random.element(of: badPrices))
            cases.add(2, "text that is not a number", entry)
        }

        // Rule 3: a JSON number where a string belongs.
        for _ in 0..<2 {
            var entry = workbookEntry(&random)
            let field = random.element(of: workbookFields)
            entry[field] = field == "5. volume" ? WorkbookJSON(random.int(in: 0...99_999)) : WorkbookJSON(Double(random.int(in: 1...99_999)) / 100)
            cases.add(3, "a number instead of a string", entry)
        }

        // Rule 4: a key left out.
        for _ in 0..<2 {
            var entry = workbookEntry(&random)
            entry[random.element(of: workbookFields)] = nil
            cases.add(4, "a key left out", entry)
        }

        // Rule 5: extra keys are ignored.
        for _ in 0..<2 {
            var entry = workbookEntry(&random)
            for index in 0..<random.int(in: 1...3) {
                entry["\(6 + index). \(random.word(letters: 3...8))"] = random.bool() ? "n/a" : WorkbookJSON(random.int(in: 0...9))
            }
            // Only whether it decodes: the values read are rule 1's.
            cases.add(5, "extra keys", entry,
                      compare: .only("$.thrown"))
        }
        return cases.all
    }

    /// A good entry: prices with four decimals, low <= open, close <= high.
    static func workbookEntry(_ random: inout WorkbookRandom) -> [String: WorkbookJSON] {
        let scale = random.element(of: [100, 10_000, 1_000_000, 30_000_000])
        let open = random.int(in: 1...scale)
        let close = max(1, open + random.int(in: -(scale / 50)...(scale / 50)))
        let high = max(open, close) + random.int(in: 0...(scale / 100))
        let low = max(0, min(open, close) - random.int(in: 0...(scale / 100)))
        return [
            "1. open": WorkbookJSON(workbookPrice(open)),
            "2. high": WorkbookJSON(workbookPrice(high)),
            "3. low": WorkbookJSON(workbookPrice(low)),
            "4. close": WorkbookJSON(workbookPrice(close)),
            "5. volume": WorkbookJSON(String(random.int(in: 0...random.element(of: [999, 999_999, 2_000_000_000])))),
        ]
    }

    /// Ten-thousandths as the API writes them: 1019000 -> "101.9000".
    static func workbookPrice(_ tenThousandths: Int) -> String {
        let fraction = String(tenThousandths % 10_000)
        return "\(tenThousandths / 10_000)." + String(repeating: "0", count: 4 - fraction.count) + fraction
    }
}
