import Foundation

struct SalvagedSeries {
    let updates: [Stock.Update], failures: [Failure]

    struct Failure { let key: String; let error: DecodingError }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        var updates: [Stock.Update] = []
        var failures: [Failure] = []
        for key in series.allKeys {
            let outcome: Result<Stock.Update, DecodingError>
            if let date = dateFormatter.date(from: key.stringValue) {
                outcome = Result { try series.decode(Stock.Update.self, forKey: key) }
                    .mapError { $0 as! DecodingError }
                    .map { update in
                        var dated = update
                        dated.date = date
                        return dated
                    }
            } else {
                outcome = .failure(.dataCorruptedError(forKey: key, in: series, debugDescription: "expected yyyy-MM-dd HH:mm:ss"))
            }
            switch outcome {
            case .success(let update): updates.append(update)
            case .failure(let error): failures.append(Failure(key: key.stringValue, error: error))
            }
        }
        self.updates = updates.sorted { $0.date < $1.date }
        self.failures = failures.sorted { $0.key < $1.key }
    }
}
