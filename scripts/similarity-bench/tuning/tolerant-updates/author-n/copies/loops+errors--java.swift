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

        let outcomes: [(key: String, result: Result<Stock.Update, Error>)] = container.allKeys.map { (key: AnyCodingKey) in
            (key: key.stringValue, result: Result { try SalvagedSeries.decodeEntry(forKey: key, in: container) })
        }

        let decodedUpdates: [Stock.Update] = outcomes.compactMap { (outcome) -> Stock.Update? in
            return try? outcome.result.get()
        }
        let collectedFailures: [Failure] = try outcomes.compactMap { (outcome) -> Failure? in
            guard case .failure(let error) = outcome.result else {
                return nil
            }
            guard let decodingError: DecodingError = error as? DecodingError else {
                throw error
            }
            return Failure(key: outcome.key, error: decodingError)
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
        guard let date: Date = parsedDate(forKey: key) else {
            throw DecodingError.dataCorruptedError(
                forKey: key,
                in: container,
                debugDescription: "Key \"\(key.stringValue)\" is not a valid timestamp")
        }
        var update: Stock.Update = try container.decode(Stock.Update.self, forKey: key)
        update.date = date
        return update
    }

    /// The timestamp dateFormatter reads from the key, or nil when it is not one.
    private static func parsedDate(forKey key: AnyCodingKey) -> Date? {
        return dateFormatter.date(from: key.stringValue)
    }
}
