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
        let c = try decoder.container(keyedBy: AnyCodingKey.self)  // not an object -> typeMismatch
        var ups: [Stock.Update] = []
        var bad: [Failure] = []

        try c.allKeys.forEach { k in
            // key first: bad timestamp wins even if the entry is broken too
            guard let d = dateFormatter.date(from: k.stringValue) else {
                let e = DecodingError.dataCorruptedError(forKey: k, in: c,
                                                         debugDescription: "bad date key \(k.stringValue)")
                bad.append(Failure(key: k.stringValue, error: e))
                return
            }
            let r = Result { try c.decode(Stock.Update.self, forKey: k) }
            switch r {
            case .success(var u):
                u.date = d
                ups.append(u)
            case .failure(let e):
                guard let de = e as? DecodingError else { throw e }
                bad.append(Failure(key: k.stringValue, error: de))
            }
        }

        // insertion sort, oldest first
        if ups.count > 1 {
            for i in 1..<ups.count {
                let x = ups[i]
                var j = i - 1
                while j >= 0 && ups[j].date > x.date {
                    ups[j + 1] = ups[j]
                    j -= 1
                }
                ups[j + 1] = x
            }
        }
        // same for failures, by key
        if bad.count > 1 {
            for i in 1..<bad.count {
                let x = bad[i]
                var j = i - 1
                while j >= 0 && bad[j].key > x.key {
                    bad[j + 1] = bad[j]
                    j -= 1
                }
                bad[j + 1] = x
            }
        }

        updates = ups
        failures = bad
    }
}
