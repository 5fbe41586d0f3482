import Foundation

struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]
    struct Failure { let key: String; let error: DecodingError }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        var ok = [Stock.Update](), bad = [Failure]()
        for k in c.allKeys {
            let s = k.stringValue
            do {
                guard let d = dateFormatter.date(from: s) else {
                    throw DecodingError.dataCorruptedError(forKey: k, in: c, debugDescription: "bad date key: " + s)
                }
                var u = try c.decode(Stock.Update.self, forKey: k)
                u.date = d
                ok.append(u)
            } catch let e as DecodingError {
                bad.append(Failure(key: s, error: e))
            }
        }
        updates = ok.sorted { $0.date < $1.date }
        failures = bad.sorted { $0.key < $1.key }
    }
}
