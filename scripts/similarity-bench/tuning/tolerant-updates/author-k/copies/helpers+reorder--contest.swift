import Foundation

struct SalvagedSeries {
    struct Failure { let error: DecodingError; let key: String }
    let failures: [Failure]
    let updates: [Stock.Update]
}

private func entry(_ k: AnyCodingKey, in c: KeyedDecodingContainer<AnyCodingKey>) throws -> Stock.Update {
    guard let t = dateFormatter.date(from: k.stringValue) else {
        throw DecodingError.dataCorruptedError(forKey: k, in: c, debugDescription: "bad date \(k.stringValue)")
    }
    var x = try c.decode(Stock.Update.self, forKey: k)
    x.date = t
    return x
}

extension SalvagedSeries: Decodable {
    init(from d: Decoder) throws {
        let c = try d.container(keyedBy: AnyCodingKey.self)
        var f = [Failure](), u = [Stock.Update]()
        for k in c.allKeys {
            do { u.append(try entry(k, in: c)) } catch let e as DecodingError { f.append(Failure(error: e, key: k.stringValue)) }
        }
        failures = f.sorted { $0.key < $1.key }; updates = u.sorted { $0.date < $1.date }
    }
}
