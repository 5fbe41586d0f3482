import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    /// The entries that decoded, each dated from its key.
    let updates: [Stock.Update]
    /// The entries that did not.
    let failures: [Failure]

    struct Failure {
        /// The entry's key in the series.
        let key: String
        /// Why it was set aside.
        let error: DecodingError
    }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let keys = container.allKeys
        var good: [Stock.Update] = []
        var bad: [Failure] = []

        var i = 0
        while i < keys.count {
            let key = keys[i]
            i += 1

            let date = dateFormatter.date(from: key.stringValue)
            if date == nil {
                let err = DecodingError.dataCorruptedError(
                    forKey: key, in: container,
                    debugDescription: "\(key.stringValue) is not a date")
                bad.append(Failure(key: key.stringValue, error: err))
                continue
            }

            do {
                var update = try container.decode(Stock.Update.self, forKey: key)
                update.date = date!
                good.append(update)
            } catch let err as DecodingError {
                bad.append(Failure(key: key.stringValue, error: err))
            }
        }

        // insertion sort, oldest update first
        var a = 1
        while a < good.count {
            let item = good[a]
            var b = a - 1
            while b >= 0 && good[b].date > item.date {
                good[b + 1] = good[b]
                b -= 1
            }
            good[b + 1] = item
            a += 1
        }

        // insertion sort, failures by key
        a = 1
        while a < bad.count {
            let item = bad[a]
            var b = a - 1
            while b >= 0 && bad[b].key > item.key {
                bad[b + 1] = bad[b]
                b -= 1
            }
            bad[b + 1] = item
            a += 1
        }

        updates = good
        failures = bad
    }
}
