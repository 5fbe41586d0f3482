// style: Set operations; for-where loops
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
        let keys = series.allKeys

        // First sort the keys into those that are dates and those that are not.
        var dates: [String: Date] = [:]
        for key in keys {
            dates[key.stringValue] = dateFormatter.date(from: key.stringValue)
        }
        let undated = Set(keys.map(\.stringValue)).subtracting(dates.keys)

        var failures: [Failure] = []
        for key in keys where undated.contains(key.stringValue) {
            failures.append(Failure(key: key.stringValue, error: DecodingError.dataCorruptedError(
                forKey: key, in: series, debugDescription: "\(key.stringValue) does not read as a date")))
        }

        var updates: [Stock.Update] = []
        for key in keys where !undated.contains(key.stringValue) {
            do {
                var update = try series.decode(Stock.Update.self, forKey: key)
                update.date = dates[key.stringValue]!
                updates.append(update)
            } catch let error as DecodingError {
                failures.append(Failure(key: key.stringValue, error: error))
            }
        }

        self.updates = updates.sorted { $0.date < $1.date }
        self.failures = failures.sorted { $0.key < $1.key }
    }
}
