import Foundation

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        let results = try series.allKeys.map { key in (key.stringValue, try salvage(key, in: series)) }

        failures = results
            .compactMap { key, result in
                if case .failure(let error) = result {
                    return Failure(key: key, error: error)
                }
                return nil
            }
            .sorted { $0.key < $1.key }
        updates = results
            .compactMap { try? $0.1.get() }
            .sorted { $0.date < $1.date }
    }
}

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    struct Failure {
        let key: String
        let error: DecodingError
    }

    let failures: [Failure]
    let updates: [Stock.Update]
}

private let expectedKeyFormat = "yyyy-MM-dd HH:mm:ss"

/// Reads one entry: its date from the key, then the update itself.
/// A decoding problem comes back as a failure instead of being thrown.
private func salvage(
    _ key: AnyCodingKey,
    in series: KeyedDecodingContainer<AnyCodingKey>
) throws -> Result<Stock.Update, DecodingError> {
    if let date = dateFormatter.date(from: key.stringValue) {
        do {
            var update = try series.decode(Stock.Update.self, forKey: key)
            update.date = date
            return .success(update)
        } catch let error as DecodingError {
            return .failure(error)
        }
    } else {
        return .failure(.dataCorruptedError(
            forKey: key, in: series,
            debugDescription: "\"\(key.stringValue)\" is not a \(expectedKeyFormat) date"))
    }
}
