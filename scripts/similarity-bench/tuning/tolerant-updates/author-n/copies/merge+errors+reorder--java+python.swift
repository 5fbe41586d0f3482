import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    /// The entries that decoded, each dated from its key.
    let updates: [Stock.Update]
    /// The entries that did not.
    let failures: [Failure]

    struct Failure {
        /// The entry's key in the series.
        let key: String
        /// Why it was set aside.
        let error: DecodingError
    }
}

extension SalvagedSeries: Decodable {
    /// Validates that the key is a timestamp dateFormatter understands.
    private static func validateDate(forKey key: AnyCodingKey,
                                     in container: KeyedDecodingContainer<AnyCodingKey>) throws -> Date {
        guard let date: Date = dateFormatter.date(from: key.stringValue) else {
            throw DecodingError.dataCorruptedError(
                forKey: key,
                in: container,
                debugDescription: "Key \"\(key.stringValue)\" is not a valid timestamp")
        }
        return date
    }

    init(from decoder: Decoder) throws {
        // the series is an object and every key in it is a date
        // (if it is not an object this line throws typeMismatch for us)
        let series = try decoder.container(keyedBy: AnyCodingKey.self)

        var badOnes: [Failure] = []
        var goodOnes: [Stock.Update] = []

        for key in series.allKeys {
            let keyText = key.stringValue

            // first the key, then the entry: a bad key is reported even if the entry is bad too
            let outcome = Result { () throws -> Stock.Update in
                let date = try SalvagedSeries.validateDate(forKey: key, in: series)
                var update = try series.decode(Stock.Update.self, forKey: key)
                update.date = date
                return update
            }

            switch outcome {
            case .success(let update):
                goodOnes.append(update)
            case .failure(let problem as DecodingError):
                // this entry is broken, remember it and go on with the next one
                badOnes.append(Failure(key: keyText, error: problem))
            case .failure(let other):
                throw other
            }
        }

        // sort the failures by their key
        failures = badOnes.sorted { a, b in a.key < b.key }
        // sort the good ones by date, oldest first
        updates = goodOnes.sorted { a, b in a.date < b.date }
    }
}
