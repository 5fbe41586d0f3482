import Foundation

/// A time series decoded entry by entry: a bad entry is set aside, not fatal.
///
/// Invariants (established by `init(from:)`):
///  - `updates` is sorted by `date`, ascending;
///  - `failures` is sorted by `key`, ascending.
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
        // keys are timestamps, so AnyCodingKey (takes any string)
        var series = try decoder.container(keyedBy: AnyCodingKey.self)
        var good: [Stock.Update] = []
        var bad: [Failure] = []
        var summary = ""

        for key in series.allKeys {
            // check the key first!! a bad key wins even if the entry is broken too
            guard let date = dateFormatter.date(from: key.stringValue) else {
                let error = DecodingError.dataCorruptedError(
                    forKey: key, in: series,
                    debugDescription: "\"\(key.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date")
                bad.append(Failure(key: key.stringValue, error: error))
                summary += "x"
                continue
            }
            do {
                var update = try series.decode(Stock.Update.self, forKey: key)
                update.date = date
                good.append(update)
                summary += "."
            } catch let err as DecodingError {
                // Recorded unchanged: its coding path already begins with `key` (rule 3).
                bad.append(Failure(key: key.stringValue, error: err))
                summary += "!"
            }
        }

        precondition(summary.count == series.allKeys.count, "every key is kept or set aside")
        updates = good.sorted { $0.date < $1.date }
        failures = bad.sorted { $0.key < $1.key }
    }
}
