import Foundation

// MARK: - Model

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    struct Failure {
        let key: String
        let error: DecodingError
    }

    let failures: [Failure]
    let updates: [Stock.Update]
}

// MARK: - Decodable

extension SalvagedSeries: Decodable {

    private enum Messages {
        static let notATimestamp = "Not a timestamp: "
    }

    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: AnyCodingKey.self)

        var badOnes = [Failure]()
        var goodOnes = [Stock.Update]()

        for key in series.allKeys {
            let keyText = key.stringValue
            // Key first — a non-date key is the failure, whatever the entry holds.
            guard let date = dateFormatter.date(from: keyText) else {
                badOnes.append(Failure(key: keyText,
                                       error: DecodingError.dataCorruptedError(forKey: key,
                                                                               in: series,
                                                                               debugDescription: Messages.notATimestamp + keyText)))
                continue
            }

            do {
                var update = try series.decode(Stock.Update.self, forKey: key)
                update.date = date
                goodOnes.append(update)
            } catch let error as DecodingError {
                badOnes.append(Failure(key: keyText, error: error))
            }
        }

        failures = badOnes.sorted(by: { $0.key < $1.key })
        updates = goodOnes.sorted(by: { $0.date < $1.date })
    }
}
