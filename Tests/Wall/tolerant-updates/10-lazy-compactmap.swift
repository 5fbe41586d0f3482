// style: lazy; compactMap; tuples of optionals
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

        // One pass over the keys, each giving either an update or a failure.
        let results: [(update: Stock.Update?, failure: Failure?)] = try series.allKeys.map { key in
            guard let date = dateFormatter.date(from: key.stringValue) else {
                return (nil, Failure(key: key.stringValue, error: DecodingError.dataCorruptedError(
                    forKey: key, in: series, debugDescription: "\(key.stringValue) is not a timestamp")))
            }
            do {
                var update = try series.decode(Stock.Update.self, forKey: key)
                update.date = date
                return (update, nil)
            } catch let error as DecodingError {
                return (nil, Failure(key: key.stringValue, error: error))
            }
        }

        updates = results.lazy.compactMap(\.update).sorted { $0.date < $1.date }
        failures = results.lazy.compactMap(\.failure).sorted { $0.key < $1.key }
    }
}
