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

/// Fixed texts used while salvaging a series.
private enum SalvageText {
    /// The layout every timestamp key must follow.
    static let expectedLayout = "yyyy-MM-dd HH:mm:ss"
    /// Explains why a key was refused.
    static func notADate(_ text: String) -> String {
        return "\"\(text)\" is not a \(expectedLayout) date"
    }
}

extension SalvagedSeries: Decodable {

    init(from decoder: Decoder) throws {
        // Timestamps are only known at run time, so we read the object
        // through `AnyCodingKey`. A series that is not an object throws the
        // decoder's own `typeMismatch` right here (rule 6).
        let entries = try decoder.container(keyedBy: AnyCodingKey.self)

        var kept: [Stock.Update] = []
        var setAside: [Failure] = []

        for timestampKey in entries.allKeys {
            // The do/catch is *inside* the loop, so the loop carries on.
            do {
                let entry = try SalvagedSeries.readEntry(timestampKey, from: entries)
                kept.append(entry)
            } catch let problem as DecodingError {
                setAside.append(Failure(key: timestampKey.stringValue, error: problem))
            }
        }

        // Rule 2: updates in date order. Rule 5: failures in key order.
        updates = kept.sorted { $0.date < $1.date }
        failures = setAside.sorted { $0.key < $1.key }
    }

    /// Reads the date from the key, then decodes the entry stored under it.
    /// The key is checked first (rule 4).
    private static func readEntry(
        _ timestampKey: AnyCodingKey,
        from entries: KeyedDecodingContainer<AnyCodingKey>
    ) throws -> Stock.Update {
        let when = try timestamp(of: timestampKey, in: entries)
        var entry = try entries.decode(Stock.Update.self, forKey: timestampKey)
        entry.date = when
        return entry
    }

    /// Turns a key such as "2020-08-14 19:41:00" into a `Date`, or throws a
    /// `dataCorrupted` error at the series' path followed by the key.
    private static func timestamp(
        of timestampKey: AnyCodingKey,
        in entries: KeyedDecodingContainer<AnyCodingKey>
    ) throws -> Date {
        if let when = dateFormatter.date(from: timestampKey.stringValue) {
            return when
        } else {
            throw DecodingError.dataCorruptedError(
                forKey: timestampKey,
                in: entries,
                debugDescription: SalvageText.notADate(timestampKey.stringValue))
        }
    }
}
