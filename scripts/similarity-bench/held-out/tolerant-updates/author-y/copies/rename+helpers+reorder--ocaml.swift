import Foundation

struct SalvagedSeries {
    let failures: [Failure]
    let updates: [Stock.Update]

    struct Failure {
        let error: DecodingError
        let key: String
    }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let object = try decoder.container(keyedBy: AnyCodingKey.self)

        func badTimestamp(_ stamp: AnyCodingKey) -> DecodingError {
            .dataCorruptedError(forKey: stamp, in: object,
                                debugDescription: "\"\(stamp.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date")
        }

        func readEntry(_ stamp: AnyCodingKey, at when: Date) throws -> Result<Stock.Update, DecodingError> {
            do {
                var entry = try object.decode(Stock.Update.self, forKey: stamp)
                entry.date = when
                return .success(entry)
            } catch let problem as DecodingError {
                return .failure(problem)
            }
        }

        let results: [(stamp: String, result: Result<Stock.Update, DecodingError>)] =
            try object.allKeys.map { stamp in
                switch dateFormatter.date(from: stamp.stringValue) {
                case let when?: return (stamp.stringValue, try readEntry(stamp, at: when))
                case nil: return (stamp.stringValue, .failure(badTimestamp(stamp)))
                }
            }

        failures = results
            .compactMap { row -> Failure? in
                switch row.result {
                case let .failure(problem): return Failure(error: problem, key: row.stamp)
                case .success: return nil
                }
            }
            .sorted { $0.key < $1.key }

        updates = results
            .compactMap { row -> Stock.Update? in
                switch row.result {
                case .failure: return nil
                case let .success(entry): return entry
                }
            }
            .sorted { $0.date < $1.date }
    }
}
