// expect-fail: every entry broken
// Drops the bad entries with try? and records nothing about them.
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
        updates = series.allKeys.compactMap { key -> Stock.Update? in
            guard let date = dateFormatter.date(from: key.stringValue),
                  var update = try? series.decode(Stock.Update.self, forKey: key) else { return nil }
            update.date = date
            return update
        }
        .sorted { $0.date < $1.date }
        failures = []
    }
}
