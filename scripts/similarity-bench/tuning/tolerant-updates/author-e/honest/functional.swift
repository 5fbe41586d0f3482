import Foundation

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
        let entries = try decoder.container(keyedBy: AnyCodingKey.self)
        let outcomes: [(String, Result<Stock.Update, DecodingError>)] = entries.allKeys.map { key in
            (key.stringValue, Result {
                let date = try dateFormatter.date(from: key.stringValue).unwrapOrThrow(
                    DecodingError.dataCorruptedError(forKey: key, in: entries,
                                                     debugDescription: "bad timestamp \(key.stringValue)"))
                var update = try entries.decode(Stock.Update.self, forKey: key)
                update.date = date
                return update
            }.mapError { $0 as! DecodingError })
        }
        updates = outcomes.compactMap { try? $0.1.get() }.sorted { $0.date < $1.date }
        failures = outcomes
            .compactMap { key, outcome in
                if case .failure(let error) = outcome { return Failure(key: key, error: error) }
                return nil
            }
            .sorted { $0.key < $1.key }
    }
}
