import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]

    // which key, what went wrong
    struct Failure {
        let key: String
        let error: DecodingError
    }
}

private extension Array {
    func sortedBy<T: Comparable>(_ selector: (Element) -> T) -> [Element] {
        sorted { selector($0) < selector($1) }
    }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        // throws typeMismatch by itself if the series isn't an object
        let series = try decoder.container(keyedBy: AnyCodingKey.self)

        var good = [Stock.Update]()
        var bad = [Failure]()

        for key in series.allKeys {
            let outcome = try Self.entry(for: key, in: series)
            if case .success(let update) = outcome {
                good.append(update)
            } else if case .failure(let error) = outcome {
                bad.append(Failure(key: key.stringValue, error: error))
            }
        }

        updates = good.sortedBy { $0.date }
        failures = bad.sortedBy { $0.key }
    }

    private static func entry(
        for key: AnyCodingKey,
        in series: KeyedDecodingContainer<AnyCodingKey>
    ) throws -> Result<Stock.Update, DecodingError> {
        // key first: a key that's not a date loses even if the entry is fine
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
}
