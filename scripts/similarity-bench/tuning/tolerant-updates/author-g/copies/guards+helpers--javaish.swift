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
            SeriesSalvager.collect(key: key, in: series, into: &goodUpdates, failures: &badEntries)
        }

        self.updates = goodUpdates.sorted { first, second in first.date < second.date }
        self.failures = badEntries.sorted { first, second in first.key < second.key }
    }
}

/// Static helpers for reading one entry of a series.
enum SeriesSalvager {
    typealias Series = KeyedDecodingContainer<AnyCodingKey>

    static func collect(key: AnyCodingKey, in series: Series,
                        into updates: inout [Stock.Update],
                        failures: inout [SalvagedSeries.Failure]) {
        let outcome = readEntry(key: key, in: series)
        switch outcome {
        case .success(let update):
            updates.append(update)
        case .failure(let error):
            failures.append(SalvagedSeries.Failure(key: key.stringValue, error: error))
        }
    }

    static func readEntry(key: AnyCodingKey, in series: Series) -> Result<Stock.Update, DecodingError> {
        if let date = dateFormatter.date(from: key.stringValue) {
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
        return .failure(DecodingError.dataCorruptedError(
            forKey: key, in: series,
            debugDescription: "\"\(key.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date"))
    }
}
