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
    init(from d: Decoder) throws {
        let c = try d.container(keyedBy: AnyCodingKey.self)
        var ok: [Stock.Update] = []
        var errs: [Failure] = []
        for k in c.allKeys {
            guard let when = dateFormatter.date(from: k.stringValue) else {
                let e = DecodingError.dataCorruptedError(forKey: k, in: c, debugDescription: "invalid date \(k.stringValue)")
                errs.append(Failure(key: k.stringValue, error: e))
                continue
            }
            do {
                var u = try c.decode(Stock.Update.self, forKey: k)
                u.date = when
                ok.append(u)
            } catch let e as DecodingError {
                errs.append(Failure(key: k.stringValue, error: e))
            }
        }
        updates = ok.sorted { $0.date < $1.date }
        failures = errs.sorted { $0.key < $1.key }
    }
}
