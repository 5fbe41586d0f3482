import Foundation

struct SalvagedSeries {
    let updates: [Stock.Update], failures: [Failure]

    struct Failure { let key: String; let error: DecodingError }
}

extension SalvagedSeries: Decodable {
    private static func attempt(_ key: AnyCodingKey, in series: KeyedDecodingContainer<AnyCodingKey>) -> Result<Stock.Update, DecodingError> {
        guard let date = dateFormatter.date(from: key.stringValue) else {
            return .failure(.dataCorruptedError(forKey: key, in: series, debugDescription: "expected yyyy-MM-dd HH:mm:ss"))
        }
        return Result { try series.decode(Stock.Update.self, forKey: key) }
            .mapError { $0 as! DecodingError }
            .map { update in
                var dated = update
                dated.date = date
                return dated
            }
    }

    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        var updates: [Stock.Update] = []
        var failures: [Failure] = []
        for key in series.allKeys {
            switch Self.attempt(key, in: series) {
            case .success(let update): updates.append(update)
            case .failure(let error): failures.append(Failure(key: key.stringValue, error: error))
            }
        }
        self.updates = updates.sorted { $0.date < $1.date }
        self.failures = failures.sorted { $0.key < $1.key }
    }
}
