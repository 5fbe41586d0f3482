// style: do/catch with typed patterns inside the loop; guard
import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
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
        var updates: [Stock.Update] = []
        var failures: [Failure] = []

        for key in series.allKeys {
            guard let date = dateFormatter.date(from: key.stringValue) else {
                failures.append(Failure(key: key.stringValue, error: DecodingError.dataCorruptedError(
                    forKey: key, in: series,
                    debugDescription: "\"\(key.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date")))
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
        self.failures = failures.sorted { $0.key < $1.key }
    }
}
