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

        let results: [(Stock.Update?, Failure?)] = series.allKeys.map { key in
            do {
                if let date = dateFormatter.date(from: key.stringValue) {
                    var update = try series.decode(Stock.Update.self, forKey: key)
                    update.date = date
                    return (update, nil)
                } else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: series,
                        debugDescription: "\(key.stringValue) is not a timestamp")
                }
            } catch let error as DecodingError {
                return (nil, Failure(key: key.stringValue, error: error))
            } catch {
                preconditionFailure("unexpected error \(error)")
            }
        }

        updates = results.compactMap { $0.0 }.sorted { $0.date < $1.date }
        failures = results.compactMap { $0.1 }.sorted { $0.key < $1.key }
    }
}
