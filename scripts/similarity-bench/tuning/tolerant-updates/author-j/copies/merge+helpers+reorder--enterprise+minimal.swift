import Foundation

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        var fails: [Failure] = []
        var ups: [Stock.Update] = []
        for key in c.allKeys {
            do {
                ups.append(try SalvagedSeries.decodeSingleEntry(forKey: key, in: c))
            } catch let e as DecodingError {
                fails.append(Failure(error: e, key: key.stringValue))
            }
        }
        failures = fails.sorted { $0.key < $1.key }
        updates = ups.sorted { $0.date < $1.date }
    }

    static let timestampFormatDescription: String = "yyyy-MM-dd HH:mm:ss"

    /// Reads the key first, then the entry stored under it.
    static func decodeSingleEntry(
        forKey timestampKey: AnyCodingKey,
        in seriesContainer: KeyedDecodingContainer<AnyCodingKey>
    ) throws -> Stock.Update {
        guard let entryDate = dateFormatter.date(from: timestampKey.stringValue) else {
            throw DecodingError.dataCorruptedError(
                forKey: timestampKey,
                in: seriesContainer,
                debugDescription: "\"\(timestampKey.stringValue)\" is not a \(timestampFormatDescription) date")
        }
        var decodedUpdate = try seriesContainer.decode(Stock.Update.self, forKey: timestampKey)
        decodedUpdate.date = entryDate
        return decodedUpdate
    }
}

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    struct Failure {
        /// Why it was set aside.
        let error: DecodingError
        /// The entry's key in the series.
        let key: String
    }

    /// The entries that did not.
    let failures: [Failure]
    /// The entries that decoded, each dated from its key.
    let updates: [Stock.Update]
}
