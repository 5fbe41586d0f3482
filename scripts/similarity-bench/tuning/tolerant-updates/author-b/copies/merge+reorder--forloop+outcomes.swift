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
        var bad: [Failure] = []
        var good: [Stock.Update] = []

        for key in series.allKeys {
            do {
                good.append(try Self.dated(key, in: series))
            } catch let error as DecodingError {
                bad.append(Failure(key: key.stringValue, error: error))
            }
        }

        failures = bad.sorted { $0.key < $1.key }
        updates = good.sorted { $0.date < $1.date }
    }

    private static func dated(
        _ key: AnyCodingKey,
        in entries: KeyedDecodingContainer<AnyCodingKey>
    ) throws -> Stock.Update {
        let text = key.stringValue
        guard let stamp = dateFormatter.date(from: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: entries,
                debugDescription: "Key \(text) does not match yyyy-MM-dd HH:mm:ss")
        }
        var entry = try entries.decode(Stock.Update.self, forKey: key)
        entry.date = stamp
        return entry
    }
}
