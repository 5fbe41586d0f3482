// expect-fail: key in another format
// Reports a key that is not a date with the series' path only, not followed by the key.
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
        var setAside: [Failure] = []
        for key in series.allKeys {
            guard let date = dateFormatter.date(from: key.stringValue) else {
                setAside.append(Failure(key: key.stringValue, error: .dataCorrupted(.init(
                    codingPath: series.codingPath, debugDescription: "\(key.stringValue) is not a date"))))
                continue
            }
            do {
                var update = try series.decode(Stock.Update.self, forKey: key)
                update.date = date
                kept.append(update)
            } catch let error as DecodingError {
                setAside.append(Failure(key: key.stringValue, error: error))
            }
        }
        updates = kept.sorted { $0.date < $1.date }
        failures = setAside.sorted { $0.key < $1.key }
    }
}
