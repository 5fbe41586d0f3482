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

        func salvage(_ key: AnyCodingKey) -> Result<Stock.Update, DecodingError> {
            Result {
                guard let stamp = dateFormatter.date(from: key.stringValue) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: entries,
                        debugDescription: "\(key.stringValue) is not a date")
                }
                var update = try entries.decode(Stock.Update.self, forKey: key)
                update.date = stamp
                return update
            }
            .mapError { $0 as! DecodingError }
        }

        let results = entries.allKeys.map { ($0.stringValue, salvage($0)) }

        updates = results
            .compactMap { try? $0.1.get() }
            .sorted { $0.date < $1.date }

        failures = results
            .compactMap { key, result in
                guard case .failure(let error) = result else { return nil }
                return Failure(key: key, error: error)
            }
            .sorted { $0.key < $1.key }
    }
}
