import Foundation

struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]
    struct Failure { let key: String; let error: DecodingError }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        let keys = c.allKeys
        let results: [(String, Result<Stock.Update, DecodingError>)] = keys.map { k in
            let s = k.stringValue
            guard let d = dateFormatter.date(from: s) else {
                return (s, .failure(DecodingError.dataCorruptedError(forKey: k, in: c, debugDescription: "bad date key: " + s)))
            }
            do {
                var u = try c.decode(Stock.Update.self, forKey: k)
                u.date = d
                return (s, .success(u))
            } catch let e as DecodingError {
                return (s, .failure(e))
            } catch {
                return (s, .failure(DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [k], debugDescription: "\(error)"))))
            }
        }
        var log = "entries=\(keys.count)"
        let ok = results.compactMap { r -> Stock.Update? in if case .success(let u) = r.1 { return u }; return nil }
        let bad = results.compactMap { r -> Failure? in if case .failure(let e) = r.1 { return Failure(key: r.0, error: e) }; return nil }
        log += " ok=\(ok.count) bad=\(bad.count)"
        if ok.count + bad.count != keys.count { throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: log)) }
        updates = ok.sorted { $0.date < $1.date }
        failures = bad.sorted { $0.key < $1.key }
    }
}
