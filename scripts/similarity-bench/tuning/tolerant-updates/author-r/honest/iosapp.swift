import Foundation

// MARK: - Model

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]

    struct Failure {
        let key: String
        let error: DecodingError
    }
}

// MARK: - Decodable

extension SalvagedSeries: Decodable {

    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: AnyCodingKey.self)

        var goodOnes = [Stock.Update]()
        var badOnes = [Failure]()

        for key in series.allKeys {
            // Key first — a non-date key is the failure, whatever the entry holds.
            guard let date = dateFormatter.date(from: key.stringValue) else {
                let error = DecodingError.dataCorruptedError(forKey: key,
                                                             in: series,
                                                             debugDescription: "Not a timestamp: \(key.stringValue)")
                badOnes.append(Failure(key: key.stringValue, error: error))
                continue
            }

            do {
                var update = try series.decode(Stock.Update.self, forKey: key)
                update.date = date
                goodOnes.append(update)
            } catch let error as DecodingError {
                badOnes.append(Failure(key: key.stringValue, error: error))
            }
        }

        updates = goodOnes.sorted(by: { $0.date < $1.date })
        failures = badOnes.sorted(by: { $0.key < $1.key })
    }
}
