import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    /// The entries that decoded, each dated from its key.
    let updates: [Stock.Update]
    /// The entries that did not.
    let failures: [Failure]

    struct Failure {
        /// The entry's key in the series.
        let key: String
        /// Why it was set aside.
        let error: DecodingError
    }
}

extension SalvagedSeries {
    fileprivate static let expectedKeyShape = "yyyy-MM-dd HH:mm:ss"

    fileprivate static func badKeyMessage(_ text: String) -> String {
        "\"\(text)\" is not a \(expectedKeyShape) date"
    }
}

extension SalvagedSeries.Failure {
    fileprivate static func byKey(_ lhs: Self, _ rhs: Self) -> Bool { lhs.key < rhs.key }
}

extension Stock.Update {
    fileprivate static func byDate(_ lhs: Self, _ rhs: Self) -> Bool { lhs.date < rhs.date }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        var goodOnes: [Stock.Update] = []
        var badOnes: [Failure] = []

        for key in series.allKeys {
            let text = key.stringValue
            do {
                guard let date = dateFormatter.date(from: text) else {
                    let error = DecodingError.dataCorruptedError(
                        forKey: key, in: series, debugDescription: Self.badKeyMessage(text))
                    throw error
                }
                var update = try series.decode(Stock.Update.self, forKey: key)
                update.date = date
                goodOnes.append(update)
            } catch let error as DecodingError {
                let failure = Failure(key: text, error: error)
                badOnes.append(failure)
            }
        }

        updates = goodOnes.sorted(by: Stock.Update.byDate)
        failures = badOnes.sorted(by: Failure.byKey)
    }
}
