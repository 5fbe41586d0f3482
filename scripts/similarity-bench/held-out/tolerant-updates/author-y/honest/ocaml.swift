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
        let series = try decoder.container(keyedBy: AnyCodingKey.self)

        func dated(_ update: Stock.Update, _ date: Date) -> Stock.Update {
            var copy = update
            copy.date = date
            return copy
        }

        func attempt(_ key: AnyCodingKey) throws -> Result<Stock.Update, DecodingError> {
            do { return .success(try series.decode(Stock.Update.self, forKey: key)) }
            catch let error as DecodingError { return .failure(error) }
        }

        func notADate(_ key: AnyCodingKey) -> DecodingError {
            .dataCorruptedError(forKey: key, in: series,
                                debugDescription: "\"\(key.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date")
        }

        let outcomes: [(key: String, outcome: Result<Stock.Update, DecodingError>)] =
            try series.allKeys.map { key in
                switch dateFormatter.date(from: key.stringValue) {
                case nil: return (key.stringValue, .failure(notADate(key)))
                case let date?: return (key.stringValue, try attempt(key).map { dated($0, date) })
                }
            }

        updates = outcomes
            .compactMap { entry -> Stock.Update? in
                switch entry.outcome {
                case let .success(update): return update
                case .failure: return nil
                }
            }
            .sorted { $0.date < $1.date }

        failures = outcomes
            .compactMap { entry -> Failure? in
                switch entry.outcome {
                case .success: return nil
                case let .failure(error): return Failure(key: entry.key, error: error)
                }
            }
            .sorted { $0.key < $1.key }
    }
}
