// style: while loops over indices; defer; keys visited in sorted order
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
        // Visiting the keys in text order leaves the failures sorted by key already.
        let keys = series.allKeys.sorted { $0.stringValue < $1.stringValue }

        var updates: [Stock.Update] = []
        var failures: [Failure] = []
        var index = 0
        while index < keys.count {
            let key = keys[index]
            defer { index += 1 }

            guard let date = dateFormatter.date(from: key.stringValue) else {
                failures.append(Failure(key: key.stringValue, error: DecodingError.dataCorruptedError(
                    forKey: key, in: series, debugDescription: "Bad timestamp \(key.stringValue)")))
                continue
            }
            do {
                var update = try series.decode(Stock.Update.self, forKey: key)
                update.date = date
                updates.append(update)
            } catch let error as DecodingError {
                failures.append(Failure(key: key.stringValue, error: error))
            }
        }
        self.updates = updates.sorted { $0.date < $1.date }
        self.failures = failures
    }
}
