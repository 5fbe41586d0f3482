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

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        let keyCount = series.allKeys.count

        let results = series.allKeys.map { ($0.stringValue, SeriesSalvager.readEntry(key: $0, in: series)) }
        assert(results.count == keyCount, "every key gets exactly one outcome")

        updates = results
            .compactMap { try? $0.1.get() }
            .sorted { $0.date < $1.date }

        failures = results
            .compactMap { key, result in
                guard case .failure(let error) = result else { return nil }
                return Failure(key: key, error: error)
            }
            .sorted { $0.key < $1.key }

        let summary = "salvaged \(updates.count) of \(keyCount) entries, \(failures.count) set aside"
        SeriesSalvager.lastSummary = summary
        precondition(updates.count + failures.count == keyCount, summary)
    }
}

/// Static helpers for reading one entry of a series.
enum SeriesSalvager {
    typealias Series = KeyedDecodingContainer<AnyCodingKey>
    static var lastSummary = ""

    static func badKeyError(_ key: AnyCodingKey, in series: Series) -> DecodingError {
        let message = "\"\(key.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date"
        return DecodingError.dataCorruptedError(forKey: key, in: series, debugDescription: message)
    }

    static func readEntry(key: AnyCodingKey, in series: Series) -> Result<Stock.Update, DecodingError> {
        guard let date = dateFormatter.date(from: key.stringValue) else {
            return .failure(badKeyError(key, in: series))
        }
        do {
            var update = try series.decode(Stock.Update.self, forKey: key)
            update.date = date
            return .success(update)
        } catch let error as DecodingError {
            return .failure(error)
        } catch {
            let context = DecodingError.Context(codingPath: series.codingPath + [key],
                                                debugDescription: "\(error)")
            return .failure(DecodingError.dataCorrupted(context))
        }
    }
}
