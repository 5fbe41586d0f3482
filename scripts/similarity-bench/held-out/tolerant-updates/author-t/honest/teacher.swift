import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
///
/// This follows the "keep the good, report the bad" policy. Every entry is
/// decoded on its own, inside its own `do`/`catch`, so one broken entry can
/// never stop the others from being read.
struct SalvagedSeries {
    /// The entries that decoded, each dated from its key, oldest first.
    let updates: [Stock.Update]

    /// The entries that did not decode, sorted by their key.
    let failures: [Failure]

    /// An entry that was set aside, together with the reason why.
    struct Failure {
        /// The entry's key in the series.
        let key: String
        /// Why it was set aside.
        let error: DecodingError
    }
}

extension SalvagedSeries: Decodable {

    init(from decoder: Decoder) throws {
        // The keys of a time series are timestamps, only known at run time,
        // so we read the object through `AnyCodingKey`, which accepts any
        // string. If the series is not an object at all, this line throws the
        // decoder's own `typeMismatch` (rule 6), and that is what we want.
        let series = try decoder.container(keyedBy: AnyCodingKey.self)

        var goodUpdates: [Stock.Update] = []
        var badEntries: [Failure] = []

        for key in series.allKeys {
            // The do/catch is *inside* the loop: a failure ends the work for
            // this one key, and the loop carries on with the next key.
            do {
                let update = try SalvagedSeries.decodeUpdate(at: key, in: series)
                goodUpdates.append(update)
            } catch let error as DecodingError {
                badEntries.append(Failure(key: key.stringValue, error: error))
            }
        }

        // Rule 2: updates in date order. Rule 5: failures in key order.
        updates = goodUpdates.sorted { $0.date < $1.date }
        failures = badEntries.sorted { $0.key < $1.key }
    }

    /// Reads the date from the key, then decodes the entry stored under it.
    ///
    /// The key is checked first (rule 4), so an unreadable key is the failure
    /// we report even when its entry is broken too.
    private static func decodeUpdate(
        at key: AnyCodingKey,
        in series: KeyedDecodingContainer<AnyCodingKey>
    ) throws -> Stock.Update {
        let date = try date(fromKey: key, in: series)
        var update = try series.decode(Stock.Update.self, forKey: key)
        update.date = date
        return update
    }

    /// Turns a key such as "2020-08-14 19:41:00" into a `Date`.
    ///
    /// When the formatter cannot read the key, it throws a `dataCorrupted`
    /// error whose coding path is the series' path followed by the key.
    private static func date(
        fromKey key: AnyCodingKey,
        in series: KeyedDecodingContainer<AnyCodingKey>
    ) throws -> Date {
        guard let date = dateFormatter.date(from: key.stringValue) else {
            throw DecodingError.dataCorruptedError(
                forKey: key,
                in: series,
                debugDescription: "\"\(key.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date")
        }
        return date
    }
}
