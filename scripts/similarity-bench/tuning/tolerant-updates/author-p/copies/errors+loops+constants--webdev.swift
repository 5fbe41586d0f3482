import Foundation

private enum SeriesText {
    static let badTimestamp = "is not a yyyy-MM-dd HH:mm:ss date"
    static let quote = "\""
}

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]

    struct Failure {
        let key: String
        let error: DecodingError
    }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        // the series is basically a big { timestamp: entry } map
        let series = try decoder.container(keyedBy: AnyCodingKey.self)

        // every key -> either an update or the error that killed it
        let outcomes: [String: Result<Stock.Update, DecodingError>] = Dictionary(
            uniqueKeysWithValues: try series.allKeys.map { key in
                let timestamp = key.stringValue

                // check the key first - a bad timestamp wins over a bad entry
                guard let date = dateFormatter.date(from: timestamp) else {
                    return (timestamp, .failure(DecodingError.dataCorruptedError(
                        forKey: key, in: series,
                        debugDescription: SeriesText.quote + timestamp + SeriesText.quote + " " + SeriesText.badTimestamp)))
                }

                let entry = Result { try series.decode(Stock.Update.self, forKey: key) }
                switch entry {
                case .success(var update):
                    update.date = date
                    return (timestamp, .success(update))
                case .failure(let err as DecodingError):
                    return (timestamp, .failure(err))
                case .failure(let other):
                    throw other
                }
            })

        updates = outcomes.values
            .compactMap { try? $0.get() }
            .sorted { $0.date < $1.date }
        // dictionary has no order -> sort the keys and map them to Failure objects
        failures = outcomes.keys.sorted().compactMap { key in
            if case .failure(let err) = outcomes[key]! {
                return Failure(key: key, error: err)
            }
            return nil
        }
    }
}
