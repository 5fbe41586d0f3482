import Foundation

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
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        var ups: [Stock.Update] = []
        var fails: [Failure] = []
        for key in c.allKeys {
            do {
                guard let date = dateFormatter.date(from: key.stringValue) else {
                    throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "bad date")
                }
                var u = try c.decode(Stock.Update.self, forKey: key)
                u.date = date
                ups.append(u)
            } catch let e as DecodingError {
                fails.append(Failure(key: key.stringValue, error: e))
            }
        }
        updates = ups.sorted { $0.date < $1.date }
        failures = fails.sorted { $0.key < $1.key }
    }
}
