import Foundation

/// Varied entries for numeric-strings: random prices and volumes, texts the
/// conversions reject, numbers where strings belong, a key left out, extra
/// keys. The expected results come from the reference answer.
enum WorkbookGenerator {
    static let workbookFields = ["1. open", "2. high", "3. low", "4. close", "5. volume"]

    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        var cases = WorkbookNumberedCases()

        // Rule 1: prices and volumes of every size.
        for _ in 0..<4 {
            cases.add("prices and volume", 1,
                "open, high, low and close are the strings under \"1. open\" to \"4. close\" converted with Float(_:), volume the string under \"5. volume\" converted with Int(_:).",
                workbookEntry(&random))
        }

        // Rule 2: texts the conversions reject.
        let badPrices = ["n/a", "", "-", "1,250.50", " 42.0", "12.5.1", "NaN?", "ten"]
        let badVolumes = ["12.5", "n/a", "", "1e3", "3 000", "-", "4.0"]
        for _ in 0..<4 {
            var entry = workbookEntry(&random)
            let field = random.element(of: workbookFields)
            entry[field] = field == "5. volume" ? random.element(of: badVolumes) : random.element(of: badPrices)
            cases.add("text that is not a number", 2,
                "A value whose text the conversion rejects throws DecodingError.dataCorrupted whose coding path ends with that value's key.",
                entry)
        }

        // Rule 3: a JSON number where a string belongs.
        for _ in 0..<2 {
            var entry = workbookEntry(&random)
            let field = random.element(of: workbookFields)
            entry[field] = field == "5. volume" ? random.int(in: 0...99_999) as Any : Double(random.int(in: 1...99_999)) / 100
            cases.add("a number instead of a string", 3,
                "A value that is a JSON number instead of a string throws the decoder's typeMismatch.", entry)
        }

        // Rule 4: a key left out.
        for _ in 0..<2 {
            var entry = workbookEntry(&random)
            entry[random.element(of: workbookFields)] = nil
            cases.add("a key left out", 4,
                "An entry that lacks one of the five keys throws the decoder's keyNotFound.", entry)
        }

        // Rule 5: extra keys are ignored.
        for _ in 0..<2 {
            var entry = workbookEntry(&random)
            for index in 0..<random.int(in: 1...3) {
                entry["\(6 + index). \(random.word(letters: 3...8))"] = random.bool() ? "n/a" : random.int(in: 0...9) as Any
            }
            // Only whether it decodes: the values read are rule 1's.
            cases.add("extra keys", 5, "Keys other than the five are ignored: the entry decodes (only that is compared).", entry,
                      compare: ["only": ["$.thrown"]])
        }
        return cases.all
    }

    /// A good entry: prices with four decimals, low <= open, close <= high.
    static func workbookEntry(_ random: inout WorkbookRandom) -> [String: Any] {
        let scale = random.element(of: [100, 10_000, 1_000_000, 30_000_000])
        let open = random.int(in: 1...scale)
        let close = max(1, open + random.int(in: -(scale / 50)...(scale / 50)))
        let high = max(open, close) + random.int(in: 0...(scale / 100))
        let low = max(0, min(open, close) - random.int(in: 0...(scale / 100)))
        return [
            "1. open": workbookPrice(open),
            "2. high": workbookPrice(high),
            "3. low": workbookPrice(low),
            "4. close": workbookPrice(close),
            "5. volume": String(random.int(in: 0...random.element(of: [999, 999_999, 2_000_000_000]))),
        ]
    }

    /// Ten-thousandths as the API writes them: 1019000 -> "101.9000".
    static func workbookPrice(_ tenThousandths: Int) -> String {
        let fraction = String(tenThousandths % 10_000)
        return "\(tenThousandths / 10_000)." + String(repeating: "0", count: 4 - fraction.count) + fraction
    }
}
