import Foundation

struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]
}

extension SalvagedSeries {
    struct Failure { let key: String; let error: DecodingError }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        var u: [Stock.Update] = [], f: [Failure] = []
        for k in c.allKeys {
            do { u.append(try Self.entry(k, in: c)) } catch let e as DecodingError { f.append(Failure(key: k.stringValue, error: e)) }
        }
        (updates, failures) = (u.sorted { $0.date < $1.date }, f.sorted { $0.key < $1.key })
    }
}

private extension SalvagedSeries {
    static func entry(_ k: AnyCodingKey, in c: KeyedDecodingContainer<AnyCodingKey>) throws -> Stock.Update {
        let d = try stamp(k, in: c)
        var x = try c.decode(Stock.Update.self, forKey: k)
        x.date = d
        return x
    }

    static func stamp(_ k: AnyCodingKey, in c: KeyedDecodingContainer<AnyCodingKey>) throws -> Date {
        let bad = DecodingError.dataCorruptedError(forKey: k, in: c, debugDescription: "not a date")
        return try dateFormatter.date(from: k.stringValue).unwrapOrThrow(bad)
    }
}
