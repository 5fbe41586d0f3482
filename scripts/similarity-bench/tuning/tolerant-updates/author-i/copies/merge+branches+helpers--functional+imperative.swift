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

/// Reads one entry: its date from the key, then the update itself.
/// A decoding problem comes back as a failure instead of being thrown.
private func salvage(
    _ key: AnyCodingKey,
    in series: KeyedDecodingContainer<AnyCodingKey>
) throws -> Result<Stock.Update, DecodingError> {
    guard let date = dateFormatter.date(from: key.stringValue) else {
        return .failure(.dataCorruptedError(
            forKey: key, in: series,
            debugDescription: "\"\(key.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date"))
    }
    do {
        var update = try series.decode(Stock.Update.self, forKey: key)
        update.date = date
        return .success(update)
    } catch let error as DecodingError {
        return .failure(error)
    }
}

private func oldestFirst(_ a: Stock.Update, _ b: Stock.Update) -> Bool { a.date < b.date }
private func byKey(_ a: SalvagedSeries.Failure, _ b: SalvagedSeries.Failure) -> Bool { a.key < b.key }

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let keys = container.allKeys
        var good: [Stock.Update] = []
        var bad: [Failure] = []

        var i = 0
        while i < keys.count {
            let key = keys[i]
            i += 1

            switch try salvage(key, in: container) {
            case .success(let update):
                good.append(update)
            case .failure(let err):
                bad.append(Failure(key: key.stringValue, error: err))
            }
        }

        updates = good.sorted(by: oldestFirst)
        failures = bad.sorted(by: byKey)
    }
}
