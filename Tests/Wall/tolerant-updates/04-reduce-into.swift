// style: reduce(into:) with a tuple accumulator; sorted(by:) with tuples
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
        let container = try decoder.container(keyedBy: AnyCodingKey.self)

        let sorted = try container.allKeys.reduce(into: (good: [Stock.Update](), bad: [Failure]())) { result, key in
            guard let date = dateFormatter.date(from: key.stringValue) else {
                let error = DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "Not a date: \(key.stringValue)")
                result.bad.append(Failure(key: key.stringValue, error: error))
                return
            }
            do {
                var update = try container.decode(Stock.Update.self, forKey: key)
                update.date = date
                result.good.append(update)
            } catch let error as DecodingError {
                result.bad.append(Failure(key: key.stringValue, error: error))
            }
        }

        updates = sorted.good.sorted { ($0.date, $0.volume) < ($1.date, $1.volume) }
        failures = sorted.bad.sorted { $0.key < $1.key }
    }
}
