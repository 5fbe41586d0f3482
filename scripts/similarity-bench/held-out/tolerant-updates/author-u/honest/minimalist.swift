import Foundation

struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]
    struct Failure { let key: String; let error: DecodingError }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        var u: [Stock.Update] = [], f: [Failure] = []
        for k in c.allKeys {
            do {
                let d = try dateFormatter.date(from: k.stringValue)
                    .unwrapOrThrow(DecodingError.dataCorruptedError(forKey: k, in: c, debugDescription: "not a date"))
                var x = try c.decode(Stock.Update.self, forKey: k)
                x.date = d
                u.append(x)
            } catch let e as DecodingError { f.append(Failure(key: k.stringValue, error: e)) }
        }
        (updates, failures) = (u.sorted { $0.date < $1.date }, f.sorted { $0.key < $1.key })
    }
}
