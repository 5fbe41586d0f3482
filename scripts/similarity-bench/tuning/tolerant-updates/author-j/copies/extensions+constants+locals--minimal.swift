import Foundation

struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]
}

extension SalvagedSeries: Decodable {
    private static let badDateMessage = "bad date"

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        var ups: [Stock.Update] = []
        var fails: [Failure] = []
        for key in c.allKeys {
            let name = key.stringValue
            do {
                guard let date = dateFormatter.date(from: name) else {
                    throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: Self.badDateMessage)
                }
                var u = try c.decode(Stock.Update.self, forKey: key)
                u.date = date
                ups.append(u)
            } catch let e as DecodingError {
                let failure = Failure(key: name, error: e)
                fails.append(failure)
            }
        }
        let byDate = ups.sorted { $0.date < $1.date }
        let byKey = fails.sorted { $0.key < $1.key }
        updates = byDate
        failures = byKey
    }
}

extension SalvagedSeries {
    struct Failure {
        let key: String
        let error: DecodingError
    }
}
