import Foundation

/// A series read one entry at a time; broken entries are kept aside.
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
        let table = try decoder.container(keyedBy: AnyCodingKey.self)
        let results: [(String, Result<Stock.Update, DecodingError>)] = table.allKeys.map { stamp in
            (stamp.stringValue, Result { try SalvagedSeries.entry(for: stamp, from: table) }
                .mapError { $0 as! DecodingError })
        }
        updates = results.compactMap { try? $0.1.get() }.sorted { $0.date < $1.date }
        failures = results
            .compactMap { stamp, result in
                if case .failure(let problem) = result { return Failure(key: stamp, error: problem) }
                return nil
            }
            .sorted { $0.key < $1.key }
    }

    /// Read the timestamp first; only a real date lets the entry be decoded.
    private static func entry(for stamp: AnyCodingKey,
                              from table: KeyedDecodingContainer<AnyCodingKey>) throws -> Stock.Update {
        guard let when = dateFormatter.date(from: stamp.stringValue) else {
            throw DecodingError.dataCorruptedError(
                forKey: stamp, in: table,
                debugDescription: "\"\(stamp.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date")
        }
        var entry = try table.decode(Stock.Update.self, forKey: stamp)
        entry.date = when
        return entry
    }
}
