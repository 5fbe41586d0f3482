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
        // timestamps as keys, so AnyCodingKey (any string works)
        var obj = try decoder.container(keyedBy: AnyCodingKey.self)

        var collected = try obj.allKeys.reduce(into: (ok: [Stock.Update](), broken: [Failure]())) { acc, k in
            // key first!! a bad key wins even if the entry is broken too
            guard let when = dateFormatter.date(from: k.stringValue) else {
                var problem = DecodingError.dataCorruptedError(forKey: k, in: obj, debugDescription: "not a date: \(k.stringValue)")
                acc.broken.append(Failure(key: k.stringValue, error: problem))
                return
            }
            var attempt = Result { try obj.decode(Stock.Update.self, forKey: k) }
            switch attempt {
            case .success(var entry):
                entry.date = when
                acc.ok.append(entry)
            case .failure(let problem):
                // only decoding errors get saved, anything else is a real crash
                guard let decodingProblem = problem as? DecodingError else { throw problem }
                acc.broken.append(Failure(key: k.stringValue, error: decodingProblem))
            }
        }

        updates = collected.ok.sorted { $0.date < $1.date }
        failures = collected.broken.sorted { $0.key < $1.key }
    }
}
