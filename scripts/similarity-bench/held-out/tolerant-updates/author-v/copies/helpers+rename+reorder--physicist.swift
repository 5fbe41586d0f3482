import Foundation

struct SalvagedSeries {
    struct Failure {
        let error: DecodingError
        let key: String
    }

    let failures: [Failure]
    let updates: [Stock.Update]
}

// insertion sort of failures by key
private func srtFail(_ a: inout [SalvagedSeries.Failure]) {
    if a.count < 2 { return }
    for p in 1..<a.count {
        let w = a[p]
        var q = p - 1
        while q >= 0 && a[q].key > w.key {
            a[q + 1] = a[q]
            q = q - 1
        }
        a[q + 1] = w
    }
}

// insertion sort of updates by date (oldest first)
private func srtUpd(_ a: inout [Stock.Update]) {
    if a.count < 2 { return }
    for p in 1..<a.count {
        let w = a[p]
        var q = p - 1
        while q >= 0 && a[q].date > w.date {
            a[q + 1] = a[q]
            q = q - 1
        }
        a[q + 1] = w
    }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        // series must be an object, otherwise container() throws typeMismatch
        let box = try decoder.container(keyedBy: AnyCodingKey.self)
        let keys = box.allKeys
        let m = keys.count

        var bad: [Failure] = []
        var good: [Stock.Update] = []

        for p in 0..<m {
            let key = keys[p]
            let txt = key.stringValue

            // 1) key must be a date, checked before the entry
            let dt = dateFormatter.date(from: txt)
            if dt == nil {
                let err = DecodingError.dataCorruptedError(forKey: key, in: box,
                    debugDescription: "key \(txt) is not a yyyy-MM-dd HH:mm:ss date")
                bad.append(Failure(error: err, key: txt))
                continue
            }

            // 2) entry itself, a bad one is kept aside and we go on
            do {
                var upd = try box.decode(Stock.Update.self, forKey: key)
                upd.date = dt!
                good.append(upd)
            } catch let err as DecodingError {
                bad.append(Failure(error: err, key: txt))
            }
        }

        srtFail(&bad)
        srtUpd(&good)

        failures = bad
        updates = good
    }
}
