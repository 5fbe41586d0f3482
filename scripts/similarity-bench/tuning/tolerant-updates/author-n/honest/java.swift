import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    /// The entries that decoded, each dated from its key.
    let updates: [Stock.Update]
    /// The entries that did not.
    let failures: [Failure]

    struct Failure {
        /// The entry's key in the series.
        let key: String
        /// Why it was set aside.
        let error: DecodingError
    }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        // Throws typeMismatch by itself when the series is not an object.
        let container: KeyedDecodingContainer<AnyCodingKey> = try decoder.container(keyedBy: AnyCodingKey.self)

        var decodedUpdates: [Stock.Update] = []
        var collectedFailures: [Failure] = []

        for key: AnyCodingKey in container.allKeys {
            do {
                let update: Stock.Update = try SalvagedSeries.decodeEntry(forKey: key, in: container)
                decodedUpdates.append(update)
            } catch let error as DecodingError {
                collectedFailures.append(Failure(key: key.stringValue, error: error))
            }
        }

        self.updates = decodedUpdates.sorted { (lhs: Stock.Update, rhs: Stock.Update) -> Bool in
            return lhs.date < rhs.date
        }
        self.failures = collectedFailures.sorted { (lhs: Failure, rhs: Failure) -> Bool in
            return lhs.key < rhs.key
        }
    }

    /// Decodes a single entry. The key is validated first, so a bad key wins
    /// over a bad entry.
    private static func decodeEntry(forKey key: AnyCodingKey,
                                    in container: KeyedDecodingContainer<AnyCodingKey>) throws -> Stock.Update {
        let date: Date = try validateDate(forKey: key, in: container)
        var update: Stock.Update = try container.decode(Stock.Update.self, forKey: key)
        update.date = date
        return update
    }

    /// Validates that the key is a timestamp dateFormatter understands.
    private static func validateDate(forKey key: AnyCodingKey,
                                     in container: KeyedDecodingContainer<AnyCodingKey>) throws -> Date {
        guard let date: Date = dateFormatter.date(from: key.stringValue) else {
            throw DecodingError.dataCorruptedError(
                forKey: key,
                in: container,
                debugDescription: "Key \"\(key.stringValue)\" is not a valid timestamp")
        }
        return date
    }
}
