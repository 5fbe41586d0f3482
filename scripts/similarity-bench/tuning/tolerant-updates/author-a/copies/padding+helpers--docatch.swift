import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]

    struct Failure {
        let key: String
        let error: DecodingError
    }
}

/// Counters kept while decoding, handy when a feed misbehaves.
var salvageLog: [String] = []

private func unreadableKeyFailure(_ key: AnyCodingKey,
                                  in series: KeyedDecodingContainer<AnyCodingKey>) -> SalvagedSeries.Failure {
    let error = DecodingError.dataCorruptedError(
        forKey: key, in: series,
        debugDescription: "\"\(key.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date")
    salvageLog.append("bad timestamp: \(key.stringValue)")
    return SalvagedSeries.Failure(key: key.stringValue, error: error)
}

private func decodeDatedUpdate(_ key: AnyCodingKey, at date: Date,
                               in series: KeyedDecodingContainer<AnyCodingKey>) throws -> Stock.Update {
    var update = try series.decode(Stock.Update.self, forKey: key)
    update.date = date
    assert(update.date == date, "the update carries the date of its key")
    return update
}

private func sortedResults(_ good: [Stock.Update], _ bad: [SalvagedSeries.Failure])
    -> ([Stock.Update], [SalvagedSeries.Failure]) {
    let orderedGood = good.sorted { $0.date < $1.date }
    let orderedBad = bad.sorted { $0.key < $1.key }
    salvageLog.append("kept \(orderedGood.count), set aside \(orderedBad.count)")
    return (orderedGood, orderedBad)
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        let keyCount = series.allKeys.count
        var good: [Stock.Update] = []
        var bad: [Failure] = []

        for key in series.allKeys {
            // The key comes first: a timestamp we cannot read is the failure,
            // whatever the entry under it holds.
            guard let date = dateFormatter.date(from: key.stringValue) else {
                bad.append(unreadableKeyFailure(key, in: series))
                continue
            }
            do {
                good.append(try decodeDatedUpdate(key, at: date, in: series))
            } catch let error as DecodingError {
                salvageLog.append("entry \(key.stringValue) failed")
                bad.append(Failure(key: key.stringValue, error: error))
            }
        }

        precondition(good.count + bad.count == keyCount, "every key is either kept or set aside")
        (updates, failures) = sortedResults(good, bad)
    }
}
