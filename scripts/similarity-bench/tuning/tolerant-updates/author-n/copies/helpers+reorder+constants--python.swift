import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    /// The entries that did not.
    let failures: [Failure]
    /// The entries that decoded, each dated from its key.
    let updates: [Stock.Update]

    struct Failure {
        /// The entry's key in the series.
        let key: String
        /// Why it was set aside.
        let error: DecodingError
    }
}

// the words for the message when a key is not a date
enum SeriesMessages {
    static let keyStart = "the key "
    static let keyEnd = " is not a date"
}

extension SalvagedSeries: Decodable {
    // makes the failure for a key that is not a date
    static func badKeyFailure(_ key: AnyCodingKey, _ series: KeyedDecodingContainer<AnyCodingKey>) -> Failure {
        let keyText = key.stringValue
        let message = SeriesMessages.keyStart + keyText + SeriesMessages.keyEnd
        let problem = DecodingError.dataCorruptedError(forKey: key, in: series, debugDescription: message)
        return Failure(key: keyText, error: problem)
    }

    // reads one entry and puts the date on it
    static func readEntry(_ key: AnyCodingKey, _ date: Date, _ series: KeyedDecodingContainer<AnyCodingKey>) throws -> Stock.Update {
        var update = try series.decode(Stock.Update.self, forKey: key)
        update.date = date
        return update
    }

    init(from decoder: Decoder) throws {
        // the series is an object and every key in it is a date
        // (if it is not an object this line throws typeMismatch for us)
        let series = try decoder.container(keyedBy: AnyCodingKey.self)

        var badOnes: [Failure] = []
        var goodOnes: [Stock.Update] = []

        for key in series.allKeys {
            // first look at the key, it has to be a date
            let date = dateFormatter.date(from: key.stringValue)
            if date == nil {
                // the key is not a date, so this whole entry is a failure
                badOnes.append(SalvagedSeries.badKeyFailure(key, series))
                continue
            }

            // now try to read the entry itself
            do {
                goodOnes.append(try SalvagedSeries.readEntry(key, date!, series))
            } catch let problem as DecodingError {
                // this entry is broken, remember it and go on with the next one
                badOnes.append(Failure(key: key.stringValue, error: problem))
            }
        }

        // sort the failures by their key
        badOnes.sort { a, b in a.key < b.key }
        failures = badOnes

        // sort the good ones by date, oldest first
        goodOnes.sort { a, b in a.date < b.date }
        updates = goodOnes
    }
}
