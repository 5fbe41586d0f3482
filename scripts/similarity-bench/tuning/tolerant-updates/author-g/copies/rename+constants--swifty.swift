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
    private static let notADateSuffix = " is not a date"

    init(from decoder: Decoder) throws {
        let rows = try decoder.container(keyedBy: AnyCodingKey.self)

        func rescue(_ stampKey: AnyCodingKey) -> Result<Stock.Update, DecodingError> {
            Result {
                guard let when = dateFormatter.date(from: stampKey.stringValue) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: stampKey, in: rows,
                        debugDescription: stampKey.stringValue + Self.notADateSuffix)
                }
                var row = try rows.decode(Stock.Update.self, forKey: stampKey)
                row.date = when
                return row
            }
            .mapError { $0 as! DecodingError }
        }

        let attempts = rows.allKeys.map { ($0.stringValue, rescue($0)) }

        updates = attempts
            .compactMap { try? $0.1.get() }
            .sorted { $0.date < $1.date }

        failures = attempts
            .compactMap { name, attempt in
                guard case .failure(let problem) = attempt else { return nil }
                return Failure(key: name, error: problem)
            }
            .sorted { $0.key < $1.key }
    }
}
