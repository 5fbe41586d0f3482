import Foundation

// MARK: - Model

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]

    struct Failure {
        let key: String
        let error: DecodingError
    }
}

// MARK: - Decodable

extension SalvagedSeries: Decodable {

    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: AnyCodingKey.self)

        let outcomes: [(key: String, result: Result<Stock.Update, DecodingError>)] = series.allKeys.map { key in
            // Key first — a non-date key is the failure, whatever the entry holds.
            guard let date = dateFormatter.date(from: key.stringValue) else {
                let error = DecodingError.dataCorruptedError(forKey: key,
                                                             in: series,
                                                             debugDescription: "Not a timestamp: \(key.stringValue)")
                return (key.stringValue, .failure(error))
            }
            let decoded = Result<Stock.Update, Error> { try series.decode(Stock.Update.self, forKey: key) }
                .map { update -> Stock.Update in
                    var dated = update
                    dated.date = date
                    return dated
                }
                .mapError { $0 as! DecodingError }
            return (key.stringValue, decoded)
        }

        updates = outcomes
            .compactMap { try? $0.result.get() }
            .sorted(by: { $0.date < $1.date })
        failures = outcomes
            .compactMap { outcome -> Failure? in
                guard case .failure(let error) = outcome.result else { return nil }
                return Failure(key: outcome.key, error: error)
            }
            .sorted(by: { $0.key < $1.key })
    }
}
