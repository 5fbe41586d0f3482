import Foundation

// MARK: - Model

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]

    struct Failure {
        let key: String
        let error: DecodingError
    }
}

// MARK: - Decodable

extension SalvagedSeries: Decodable {

    init(from decoder: Decoder) throws {
        // fails with typeMismatch if the series is not an object
        let c = try decoder.container(keyedBy: AnyCodingKey.self)

        var goodOnes = [Stock.Update]()
        var badOnes = [Failure]()

        for k in c.allKeys {
            let (u, err) = try decodeEntry(c, k)
            if let err = err {
                badOnes.append(Failure(key: k.stringValue, error: err))
                continue
            }
            goodOnes.append(u!)
        }

        updates = oldestFirst(goodOnes)
        failures = byKey(badOnes)
    }
}

// MARK: - Helpers

private func oldestFirst(_ list: [Stock.Update]) -> [Stock.Update] {
    var sorted = list
    sorted.sort { $0.date < $1.date }
    return sorted
}

private func byKey(_ list: [SalvagedSeries.Failure]) -> [SalvagedSeries.Failure] {
    var sorted = list
    sorted.sort { $0.key < $1.key }
    return sorted
}

// decodeEntry reads one entry of the series. The key is checked first:
// a key that is not a date is an error even if the entry is fine.
private func decodeEntry(_ c: KeyedDecodingContainer<AnyCodingKey>, _ k: AnyCodingKey) throws -> (Stock.Update?, DecodingError?) {
    guard let date = dateFormatter.date(from: k.stringValue) else {
        return (nil, notATimestamp(k, in: c))
    }
    do {
        var update = try c.decode(Stock.Update.self, forKey: k)
        update.date = date
        return (update, nil)
    } catch let error as DecodingError {
        return (nil, error)
    }
}

private func notATimestamp(_ k: AnyCodingKey, in c: KeyedDecodingContainer<AnyCodingKey>) -> DecodingError {
    let text = k.stringValue
    let message = "key \"\(text)\" is not a yyyy-MM-dd HH:mm:ss date"
    return DecodingError.dataCorruptedError(forKey: k, in: c, debugDescription: message)
}
