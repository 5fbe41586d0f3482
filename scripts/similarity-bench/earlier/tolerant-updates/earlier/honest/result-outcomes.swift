import Foundation

/// Whatever could be read from one time series.
struct SalvagedSeries {
    struct Failure {
        let key: String
        let error: DecodingError
    }

    let updates: [Stock.Update]
    let failures: [Failure]
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        let outcomes: [(String, Result<Stock.Update, DecodingError>)] = series.allKeys.map { key in
            let name = key.stringValue
            guard let date = dateFormatter.date(from: name) else {
                return (name, .failure(.dataCorruptedError(forKey: key, in: series, debugDescription: "unreadable timestamp")))
            }
            do {
                var update = try series.decode(Stock.Update.self, forKey: key)
                update.date = date
                return (name, .success(update))
            } catch let error as DecodingError {
                return (name, .failure(error))
            } catch {
                return (name, .failure(.dataCorruptedError(forKey: key, in: series, debugDescription: "\(error)")))
            }
        }
        updates = outcomes.compactMap { try? $0.1.get() }.sorted { $0.date < $1.date }
        failures = outcomes.compactMap { outcome -> Failure? in
            if case let .failure(error) = outcome.1 { return Failure(key: outcome.0, error: error) }
            return nil
        }.sorted { $0.key < $1.key }
    }
}
