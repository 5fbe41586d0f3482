import Foundation

struct SalvagedSeries {
    struct Failure { let error: DecodingError; let key: String }
    let failures: [Failure]
    let updates: [Stock.Update]
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        var bad = [Failure](), ok = [Stock.Update]()
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        for k in c.allKeys {
            do {
                switch dateFormatter.date(from: k.stringValue) {
                case .some(let d):
                    var u = try c.decode(Stock.Update.self, forKey: k)
                    u.date = d
                    ok.append(u)
                case .none:
                    throw DecodingError.dataCorruptedError(forKey: k, in: c, debugDescription: "bad date key: " + k.stringValue)
                }
            } catch let e as DecodingError {
                bad.append(Failure(error: e, key: k.stringValue))
            }
        }
        failures = bad.sorted { $0.key < $1.key }
        updates = ok.sorted { $0.date < $1.date }
    }
}
