import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]

    // just a data class: which key, what went wrong
    struct Failure {
        let key: String
        let error: DecodingError
    }
}

private extension Array {
    func ordered<T: Comparable>(by pick: (Element) -> T) -> [Element] {
        sorted { pick($0) < pick($1) }
    }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        // throws typeMismatch by itself if the series isn't an object
        let object = try decoder.container(keyedBy: AnyCodingKey.self)

        var kept = [Stock.Update]()
        var setAside = [Failure]()

        try object.allKeys.forEach { stamp in
            do {
                kept.append(try Self.decodeEntry(at: stamp, from: object))
            } catch let problem as DecodingError {
                setAside.append(Failure(key: stamp.stringValue, error: problem))
            }
        }

        updates = kept.ordered { $0.date }
        failures = setAside.ordered { $0.key }
    }

    private static func decodeEntry(
        at stamp: AnyCodingKey,
        from object: KeyedDecodingContainer<AnyCodingKey>
    ) throws -> Stock.Update {
        // key first: a key that's not a date loses even if the entry is fine
        guard let when = dateFormatter.date(from: stamp.stringValue) else {
            throw DecodingError.dataCorruptedError(
                forKey: stamp, in: object,
                debugDescription: "\"\(stamp.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date")
        }
        var update = try object.decode(Stock.Update.self, forKey: stamp)
        update.date = when
        return update
    }
}
