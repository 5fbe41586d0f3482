import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    /// The entries that decoded, each dated from its key, oldest first.
    let updates: [Stock.Update]

    /// The entries that did not decode, sorted by their key.
    let failures: [Failure]

    /// An entry that was set aside, together with the reason why.
    struct Failure { let key: String; let error: DecodingError }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let box = try decoder.container(keyedBy: AnyCodingKey.self)
        var good = [Stock.Update](), broken = [Failure]()
        for key in box.allKeys {
            do {
                good.append(try SalvagedSeries.entry(key, box))
            } catch let err as DecodingError {
                broken.append(Failure(key: key.stringValue, error: err))
            }
        }
        updates = good.sorted { $0.date < $1.date }
        failures = broken.sorted { $0.key < $1.key }
    }

    /// Turns a key such as "2020-08-14 19:41:00" into a `Date`.
    ///
    /// When the formatter cannot read the key, it throws a `dataCorrupted`
    /// error whose coding path is the series' path followed by the key.
    private static func stamp(_ key: AnyCodingKey, _ box: KeyedDecodingContainer<AnyCodingKey>) throws -> Date {
        guard let when = dateFormatter.date(from: key.stringValue) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: box, debugDescription: "bad date key: " + key.stringValue)
        }
        return when
    }

    /// Reads the date from the key first (rule 4), then the entry under it.
    private static func entry(_ key: AnyCodingKey, _ box: KeyedDecodingContainer<AnyCodingKey>) throws -> Stock.Update {
        let when = try stamp(key, box)
        var upd = try box.decode(Stock.Update.self, forKey: key)
        upd.date = when
        return upd
    }
}
