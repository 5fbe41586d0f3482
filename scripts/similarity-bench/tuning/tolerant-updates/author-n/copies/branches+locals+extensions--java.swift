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

private extension SalvagedSeries {
    /// Validates that the key is a timestamp dateFormatter understands.
    static func validateDate(forKey key: AnyCodingKey,
                             in container: KeyedDecodingContainer<AnyCodingKey>) throws -> Date {
        switch dateFormatter.date(from: key.stringValue) {
        case .some(let date):
            return date
        case .none:
            throw DecodingError.dataCorruptedError(
                forKey: key,
                in: container,
                debugDescription: "Key \"\(key.stringValue)\" is not a valid timestamp")
        }
    }

    /// Decodes a single entry. The key is validated first, so a bad key wins
    /// over a bad entry.
    static func decodeEntry(forKey key: AnyCodingKey,
                            in container: KeyedDecodingContainer<AnyCodingKey>) throws -> Stock.Update {
        let date: Date = try validateDate(forKey: key, in: container)
        var update: Stock.Update = try container.decode(Stock.Update.self, forKey: key)
        update.date = date
        return update
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
                decodedUpdates.append(try SalvagedSeries.decodeEntry(forKey: key, in: container))
            } catch let error as DecodingError {
                let keyText: String = key.stringValue
                let failure: Failure = Failure(key: keyText, error: error)
                collectedFailures.append(failure)
            }
        }

        let byDate: (Stock.Update, Stock.Update) -> Bool = { (lhs: Stock.Update, rhs: Stock.Update) -> Bool in
            return lhs.date < rhs.date
        }
        let byKey: (Failure, Failure) -> Bool = { (lhs: Failure, rhs: Failure) -> Bool in
            return lhs.key < rhs.key
        }
        self.updates = decodedUpdates.sorted(by: byDate)
        self.failures = collectedFailures.sorted(by: byKey)
    }
}
