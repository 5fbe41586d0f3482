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
    private static func notADate(_ key: AnyCodingKey, _ entries: KeyedDecodingContainer<AnyCodingKey>) -> DecodingError {
        DecodingError.dataCorruptedError(forKey: key, in: entries, debugDescription: "\(key.stringValue) is not a date")
    }

    private static func oldestFirst(_ list: [Stock.Update]) -> [Stock.Update] {
        list.sorted { $0.date < $1.date }
    }

    init(from decoder: Decoder) throws {
        let entries = try decoder.container(keyedBy: AnyCodingKey.self)
        var good: [Stock.Update] = []
        var bad: [Failure] = []
        for key in entries.allKeys {
            guard let date = dateFormatter.date(from: key.stringValue) else {
                bad.append(Failure(key: key.stringValue, error: Self.notADate(key, entries)))
                continue
            }
            do {
                var update = try entries.decode(Stock.Update.self, forKey: key)
                update.date = date
                good.append(update)
            } catch let error as DecodingError {
                bad.append(Failure(key: key.stringValue, error: error))
            }
        }
        updates = Self.oldestFirst(good)
        failures = bad.sorted { $0.key < $1.key }
    }
}
