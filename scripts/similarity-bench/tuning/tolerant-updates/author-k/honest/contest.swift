import Foundation

struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]
    struct Failure { let key: String; let error: DecodingError }
}

extension SalvagedSeries: Decodable {
    init(from d: Decoder) throws {
        let c = try d.container(keyedBy: AnyCodingKey.self)
        var u = [Stock.Update](), f = [Failure]()
        for k in c.allKeys {
            do {
                guard let t = dateFormatter.date(from: k.stringValue) else { throw DecodingError.dataCorruptedError(forKey: k, in: c, debugDescription: "bad date \(k.stringValue)") }
                var x = try c.decode(Stock.Update.self, forKey: k); x.date = t; u.append(x)
            } catch let e as DecodingError { f.append(Failure(key: k.stringValue, error: e)) }
        }
        updates = u.sorted { $0.date < $1.date }; failures = f.sorted { $0.key < $1.key }
    }
}
