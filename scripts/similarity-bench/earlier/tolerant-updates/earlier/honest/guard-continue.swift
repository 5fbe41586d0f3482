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
        var good: [Stock.Update] = []
        var bad: [Failure] = []
        for key in entries.allKeys {
            guard let date = dateFormatter.date(from: key.stringValue) else {
                let error = DecodingError.dataCorruptedError(forKey: key, in: entries, debugDescription: "\(key.stringValue) is not a date")
                bad.append(Failure(key: key.stringValue, error: error))
                continue
            }
            do {
                var update = try entries.decode(Stock.Update.self, forKey: key)
                update.date = date
                good.append(update)
            } catch let error as DecodingError {
                bad.append(Failure(key: key.stringValue, error: error))
            }
        }
        updates = good.sorted { $0.date < $1.date }
        failures = bad.sorted { $0.key < $1.key }
    }
}
