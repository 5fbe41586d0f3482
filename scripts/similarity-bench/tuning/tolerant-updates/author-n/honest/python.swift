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
    init(from decoder: Decoder) throws {
        // the series is an object and every key in it is a date
        // (if it is not an object this line throws typeMismatch for us)
        let series = try decoder.container(keyedBy: AnyCodingKey.self)

        var goodOnes: [Stock.Update] = []
        var badOnes: [Failure] = []

        for key in series.allKeys {
            let keyText = key.stringValue

            // first look at the key, it has to be a date
            let date = dateFormatter.date(from: keyText)
            if date == nil {
                // the key is not a date, so this whole entry is a failure
                let problem = DecodingError.dataCorruptedError(forKey: key, in: series,
                                                               debugDescription: "the key " + keyText + " is not a date")
                badOnes.append(Failure(key: keyText, error: problem))
                continue
            }

            // now try to read the entry itself
            do {
                var update = try series.decode(Stock.Update.self, forKey: key)
                update.date = date!
                goodOnes.append(update)
            } catch let problem as DecodingError {
                // this entry is broken, remember it and go on with the next one
                badOnes.append(Failure(key: keyText, error: problem))
            }
        }

        // sort the good ones by date, oldest first
        goodOnes.sort { a, b in a.date < b.date }
        // sort the failures by their key
        badOnes.sort { a, b in a.key < b.key }

        updates = goodOnes
        failures = badOnes
    }
}
