import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    /// The entries that decoded, each dated from its key.
    let updates: [Stock.Update]
    /// The entries that did not.
    let failures: [Failure]
}

extension SalvagedSeries {
    struct Failure {
        /// The entry's key in the series.
        let key: String
        /// Why it was set aside.
        let error: DecodingError
    }
}

private extension KeyedDecodingContainer where K == AnyCodingKey {
    /// The date a key stands for, or a dataCorrupted error pointing at the key.
    func timestamp(of key: AnyCodingKey) throws -> Date {
        guard let date = dateFormatter.date(from: key.stringValue) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription: "\"\(key.stringValue)\"" + SalvagedSeries.notADate)
        }
        return date
    }
}

extension SalvagedSeries: Decodable {
    static let notADate = " is not a yyyy-MM-dd HH:mm:ss date"

    init(from decoder: Decoder) throws {
        // The series is an object whose keys are timestamps, so any key is allowed.
        // This line throws typeMismatch when the series is not an object.
        let container = try decoder.container(keyedBy: AnyCodingKey.self)

        // The good entries and the bad ones.
        var goodUpdates: [Stock.Update] = []
        var badEntries: [Failure] = []

        // Look at every key on its own.
        for key in container.allKeys {
            do {
                // First the key: it must be a date.
                let date = try container.timestamp(of: key)
                // Then the entry itself.
                var update = try container.decode(Stock.Update.self, forKey: key)
                // The date comes from the key.
                update.date = date
                goodUpdates.append(update)
            } catch let error as DecodingError {
                // Keep the error as it is and go on.
                badEntries.append(Failure(key: key.stringValue, error: error))
            }
        }

        // Oldest update first, failures in the order of their keys.
        updates = goodUpdates.sorted { $0.date < $1.date }
        failures = badEntries.sorted { $0.key < $1.key }
    }
}
