import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]

    struct Failure {
        let key: String
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

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        let results = try series.allKeys.map { key in (key.stringValue, try salvage(key, in: series)) }

        updates = results
            .compactMap { try? $0.1.get() }
            .sorted { $0.date < $1.date }
        failures = results
            .compactMap { key, result in
                guard case .failure(let error) = result else { return nil }
                return Failure(key: key, error: error)
            }
            .sorted { $0.key < $1.key }
    }
}
