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
            guard let stamp = dateFormatter.date(from: key.stringValue) else {
                return .failure(.dataCorruptedError(forKey: key, in: entries,
                                                    debugDescription: "unreadable timestamp \(key.stringValue)"))
            }
            do {
                var entry = try entries.decode(Stock.Update.self, forKey: key)
                entry.date = stamp
                return .success(entry)
            } catch {
                return .failure(error as! DecodingError)
            }
        }

        let outcomes = entries.allKeys.map { ($0.stringValue, salvage($0)) }

        updates = outcomes
            .compactMap { try? $0.1.get() }
            .sorted { $0.date < $1.date }
        failures = outcomes
            .compactMap { key, outcome -> Failure? in
                if case .failure(let error) = outcome { return Failure(key: key, error: error) }
                return nil
            }
            .sorted { $0.key < $1.key }
    }
}
