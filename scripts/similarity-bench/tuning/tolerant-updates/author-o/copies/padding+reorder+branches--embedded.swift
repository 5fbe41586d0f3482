import Foundation

struct SalvagedSeries {
    struct Failure {
        let key: String
        let error: DecodingError
    }

    let failures: [Failure]
    let updates: [Stock.Update]
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyCodingKey.self)  // not an object -> typeMismatch
        var bad: [Failure] = []
        var ups: [Stock.Update] = []
        var log = ""

        let keys = c.allKeys
        let n = keys.count
        for i in 0..<n {
            let k = keys[i]
            // key first: bad timestamp wins even if the entry is broken too
            switch dateFormatter.date(from: k.stringValue) {
            case nil:
                let e = DecodingError.dataCorruptedError(forKey: k, in: c,
                                                         debugDescription: "bad date key \(k.stringValue)")
                bad.append(Failure(key: k.stringValue, error: e))
                log += "key \(i): bad date\n"
            case let d?:
                do {
                    var u = try c.decode(Stock.Update.self, forKey: k)
                    u.date = d
                    ups.append(u)
                    log += "key \(i): ok\n"
                } catch let e as DecodingError {
                    bad.append(Failure(key: k.stringValue, error: e))
                    log += "key \(i): bad entry\n"
                }
            }
        }
        if ups.count + bad.count != n {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "lost entries:\n" + log))
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

        failures = bad
        updates = ups
    }
}
