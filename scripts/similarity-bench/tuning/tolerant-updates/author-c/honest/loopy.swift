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
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        var goodOnes: [Stock.Update] = []
        var badOnes: [Failure] = []

        for key in series.allKeys {
            do {
                guard let date = dateFormatter.date(from: key.stringValue) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: series,
                        debugDescription: "\"\(key.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date")
                }
                var update = try series.decode(Stock.Update.self, forKey: key)
                update.date = date
                goodOnes.append(update)
            } catch let error as DecodingError {
                badOnes.append(Failure(key: key.stringValue, error: error))
            }
        }

        updates = goodOnes.sorted { $0.date < $1.date }
        failures = badOnes.sorted { $0.key < $1.key }
    }
}
