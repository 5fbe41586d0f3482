import Foundation

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: TimestampKey.self)
        var badOnes: [Failure] = []
        var goodOnes: [Stock.Update] = []

        for key in series.allKeys {
            do {
                guard let date = dateFormatter.date(from: key.stringValue) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: series,
                        debugDescription: "\"\(key.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date")
                }
                var update = try series.decode(Stock.Update.self, forKey: key)
                update.date = date
                goodOnes.append(update)
            } catch let error as DecodingError {
                badOnes.append(Failure(key: key.stringValue, error: error))
            }
        }

        failures = badOnes.sorted(by: { $0.key < $1.key })
        updates = goodOnes.sorted(by: { $0.date < $1.date })
    }
}

/// Any timestamp is a key of the series.
private struct TimestampKey: CodingKey {
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }

    var stringValue: String
    var intValue: Int? { nil }
}

struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]

    struct Failure {
        let key: String
        let error: DecodingError
    }
}
