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

extension SalvagedSeries {
    fileprivate static let badKeyMessage = " is not a timestamp"
    fileprivate static let oldestFirst: (Stock.Update, Stock.Update) -> Bool = { $0.date < $1.date }
    fileprivate static let byKey: (Failure, Failure) -> Bool = { $0.key < $1.key }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        var good: [Stock.Update] = []
        var bad: [Failure] = []

        for key in series.allKeys {
            do {
                guard let date = dateFormatter.date(from: key.stringValue) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: series,
                        debugDescription: key.stringValue + Self.badKeyMessage)
                }
                var update = try series.decode(Stock.Update.self, forKey: key)
                update.date = date
                good.append(update)
            } catch let error as DecodingError {
                bad.append(Failure(key: key.stringValue, error: error))
            }
        }

        updates = good.sorted(by: Self.oldestFirst)
        failures = bad.sorted(by: Self.byKey)
    }
}
