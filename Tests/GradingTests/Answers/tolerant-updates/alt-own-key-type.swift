// expect-pass
// A key type of its own, keys sorted first so both lists come out in order without sorting twice.
import Foundation

struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]

    struct Failure {
        let key: String
        let error: DecodingError
    }
}

private struct Timestamp: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: Timestamp.self)
        var kept: [(Date, Stock.Update)] = []
        var failed: [Failure] = []
        for key in series.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
            let when = dateFormatter.date(from: key.stringValue)
            if when == nil {
                failed.append(Failure(key: key.stringValue, error: DecodingError.dataCorruptedError(
                    forKey: key, in: series, debugDescription: "unreadable timestamp")))
                continue
            }
            do {
                var update = try series.decode(Stock.Update.self, forKey: key)
                update.date = when!
                kept.append((when!, update))
            } catch let error as DecodingError {
                failed.append(Failure(key: key.stringValue, error: error))
            }
        }
        // Keys in this format sort like their dates, but sort by date anyway to be safe.
        updates = kept.sorted { $0.0 < $1.0 }.map(\.1)
        failures = failed
    }
}
