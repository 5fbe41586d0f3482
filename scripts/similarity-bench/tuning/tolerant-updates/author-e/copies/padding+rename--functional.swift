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
        let rows = try decoder.container(keyedBy: AnyCodingKey.self)
        let stamps = rows.allKeys
        assert(stamps.allSatisfy { $0.intValue == nil }, "JSON object keys are strings")
        let attempts: [(String, Result<Stock.Update, DecodingError>)] = stamps.map { stamp in
            (stamp.stringValue, Result {
                let moment = try dateFormatter.date(from: stamp.stringValue).unwrapOrThrow(
                    DecodingError.dataCorruptedError(forKey: stamp, in: rows,
                                                     debugDescription: "unreadable timestamp \(stamp.stringValue)"))
                var row = try rows.decode(Stock.Update.self, forKey: stamp)
                row.date = moment
                return row
            }.mapError { $0 as! DecodingError })
        }
        let kept = attempts.compactMap { try? $0.1.get() }
        let dropped = attempts.compactMap { stamp, attempt -> Failure? in
            if case .failure(let why) = attempt { return Failure(key: stamp, error: why) }
            return nil
        }
        let tally = "kept \(kept.count), dropped \(dropped.count), of \(attempts.count)"
        if kept.count + dropped.count != attempts.count {
            preconditionFailure(tally)
        }
        updates = kept.sorted { $0.date < $1.date }
        failures = dropped.sorted { $0.key < $1.key }
    }
}
