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
        // series must be an object, otherwise container() throws typeMismatch
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        let ks = c.allKeys
        let n = ks.count

        var u: [Stock.Update] = []
        var f: [Failure] = []

        for i in 0..<n {
            let k = ks[i]
            let s = k.stringValue

            // 1) key must be a date, checked before the entry
            let d = dateFormatter.date(from: s)
            if d == nil {
                let e = DecodingError.dataCorruptedError(forKey: k, in: c,
                    debugDescription: "key \(s) is not a yyyy-MM-dd HH:mm:ss date")
                f.append(Failure(key: s, error: e))
                continue
            }

            // 2) entry itself, a bad one is kept aside and we go on
            do {
                var x = try c.decode(Stock.Update.self, forKey: k)
                x.date = d!
                u.append(x)
            } catch let e as DecodingError {
                f.append(Failure(key: s, error: e))
            }
        }

        // insertion sort of updates by date (oldest first)
        if u.count > 1 {
            for i in 1..<u.count {
                let t = u[i]
                var j = i - 1
                while j >= 0 && u[j].date > t.date {
                    u[j + 1] = u[j]
                    j = j - 1
                }
                u[j + 1] = t
            }
        }

        // insertion sort of failures by key
        if f.count > 1 {
            for i in 1..<f.count {
                let t = f[i]
                var j = i - 1
                while j >= 0 && f[j].key > t.key {
                    f[j + 1] = f[j]
                    j = j - 1
                }
                f[j + 1] = t
            }
        }

        updates = u
        failures = f
    }
}
