import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]
}

extension SalvagedSeries {
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
        var results: [(String, Result<Stock.Update, DecodingError>)] = []
        var trace = ""
        for key in series.allKeys {
            let outcome = try salvage(key, in: series)
            trace += "\(key.stringValue): \(outcome)\n"
            results.append((key.stringValue, outcome))
        }
        precondition(results.count == series.allKeys.count, "an entry was lost:\n\(trace)")

        var kept: [Stock.Update] = []
        var lost: [Failure] = []
        for (key, result) in results {
            switch result {
            case .success(let update): kept.append(update)
            case .failure(let error): lost.append(Failure(key: key, error: error))
            }
        }
        updates = kept.sorted { $0.date < $1.date }
        failures = lost.sorted { $0.key < $1.key }
    }
}
