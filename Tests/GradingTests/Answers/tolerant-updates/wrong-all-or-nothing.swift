// expect-fail: good and broken entries
// Lets the first bad entry fail the whole series: no per-entry catch.
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
        var kept: [Stock.Update] = []
        for key in series.allKeys {
            let date = try dateFormatter.date(from: key.stringValue).unwrapOrThrow(
                DecodingError.dataCorruptedError(forKey: key, in: series, debugDescription: "not a date"))
            var update = try series.decode(Stock.Update.self, forKey: key)
            update.date = date
            kept.append(update)
        }
        updates = kept.sorted { $0.date < $1.date }
        failures = []
    }
}
