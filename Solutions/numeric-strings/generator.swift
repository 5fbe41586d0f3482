// Varied entries for `numeric-strings`: random prices and volumes, texts the
// conversions reject, numbers where strings belong, a key left out, extra keys.
import Foundation

enum WorkbookGenerator {
    static let fields = ["1. open", "2. high", "3. low", "4. close", "5. volume"]

    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        // Rule 5's cases compare only whether the entry decodes: the values read are rule 1's.
        var cases = WorkbookCases(naming: .generated, comparing: [5: .only("$.thrown")])
        for _ in 0..<4 { cases.add(1, "prices and volume", entry(&random)) }

        let badPrices = ["n/a", "", "-", "1,250.50", " 42.0", "12.5.1", "NaN?", "ten"]
        let badVolumes = ["12.5", "n/a", "", "1e3", "3 000", "-", "4.0"]
        for _ in 0..<4 {
            var bad = entry(&random)
            let field = random.element(of: fields)
            bad[field] = WorkbookJSON(random.element(of: field == "5. volume" ? badVolumes : badPrices))
            cases.add(2, "text that is not a number", bad)
        }
        for _ in 0..<2 {
            var typed = entry(&random)
            let field = random.element(of: fields)
            typed[field] = field == "5. volume" ? WorkbookJSON(random.int(in: 0...99_999))
                : WorkbookJSON(Double(random.int(in: 1...99_999)) / 100)
            cases.add(3, "a number instead of a string", typed)
        }
        for _ in 0..<2 {
            var missing = entry(&random)
            missing[random.element(of: fields)] = nil
            cases.add(4, "a key left out", missing)
        }
        for _ in 0..<2 {
            var extra = entry(&random)
            for index in 0..<random.int(in: 1...3) {
                let key = "\(6 + index). \(random.word(letters: 3...8))"
                extra[key] = random.bool() ? "n/a" : WorkbookJSON(random.int(in: 0...9))
            }
            cases.add(5, "extra keys", extra)
        }
        return cases.all
    }

    /// A good entry: prices with four decimals, low <= open, close <= high.
    static func entry(_ random: inout WorkbookRandom) -> [String: WorkbookJSON] {
        let scale = random.element(of: [100, 10_000, 1_000_000, 30_000_000])
        let open = random.int(in: 1...scale)
        let close = max(1, open + random.int(in: -(scale / 50)...(scale / 50)))
        let high = max(open, close) + random.int(in: 0...(scale / 100))
        let low = max(0, min(open, close) - random.int(in: 0...(scale / 100)))
        let volume = random.int(in: 0...random.element(of: [999, 999_999, 2_000_000_000]))
        return ["1. open": price(open), "2. high": price(high), "3. low": price(low), "4. close": price(close),
                "5. volume": WorkbookJSON(String(volume))]
    }

    /// Ten-thousandths as the API writes them: 1019000 -> "101.9000".
    static func price(_ tenThousandths: Int) -> WorkbookJSON {
        .string(String(format: "%ld.%04ld", tenThousandths / 10_000, tenThousandths % 10_000))
    }
}
