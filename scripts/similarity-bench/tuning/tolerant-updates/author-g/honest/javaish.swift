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
        var goodUpdates: [Stock.Update] = []
        var badEntries: [Failure] = []

        for key in series.allKeys {
            let outcome = SeriesSalvager.readEntry(key: key, in: series)
            switch outcome {
            case .success(let update):
                goodUpdates.append(update)
            case .failure(let error):
                badEntries.append(Failure(key: key.stringValue, error: error))
            }
        }

        self.updates = SeriesSalvager.sortByDate(goodUpdates)
        self.failures = SeriesSalvager.sortByKey(badEntries)
    }
}

/// Static helpers for reading one entry of a series.
enum SeriesSalvager {
    typealias Series = KeyedDecodingContainer<AnyCodingKey>

    static func badKeyError(_ key: AnyCodingKey, in series: Series) -> DecodingError {
        return DecodingError.dataCorruptedError(
            forKey: key, in: series,
            debugDescription: "\"\(key.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date")
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

    static func sortByDate(_ updates: [Stock.Update]) -> [Stock.Update] {
        return updates.sorted { first, second in first.date < second.date }
    }

    static func sortByKey(_ failures: [SalvagedSeries.Failure]) -> [SalvagedSeries.Failure] {
        return failures.sorted { first, second in first.key < second.key }
    }
}
