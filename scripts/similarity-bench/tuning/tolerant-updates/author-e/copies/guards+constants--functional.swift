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
    private static let badStampPrefix = "bad timestamp "
    private static let oldestFirst: (Stock.Update, Stock.Update) -> Bool = { $0.date < $1.date }
    private static let byKey: (Failure, Failure) -> Bool = { $0.key < $1.key }

    init(from decoder: Decoder) throws {
        let entries = try decoder.container(keyedBy: AnyCodingKey.self)
        let outcomes: [(String, Result<Stock.Update, DecodingError>)] = entries.allKeys.map { key in
            (key.stringValue, Result {
                guard let date = dateFormatter.date(from: key.stringValue) else {
                    throw DecodingError.dataCorruptedError(forKey: key, in: entries,
                                                           debugDescription: SalvagedSeries.badStampPrefix + key.stringValue)
                }
                var update = try entries.decode(Stock.Update.self, forKey: key)
                update.date = date
                return update
            }.mapError { $0 as! DecodingError })
        }
        updates = outcomes.compactMap { try? $0.1.get() }.sorted(by: SalvagedSeries.oldestFirst)
        failures = outcomes
            .compactMap { key, outcome in
                guard case .failure(let error) = outcome else { return nil }
                return Failure(key: key, error: error)
            }
            .sorted(by: SalvagedSeries.byKey)
    }
}
