import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    struct Failure {
        let error: DecodingError
        let key: String
    }

    let failures: [Failure]
    let updates: [Stock.Update]
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        // the series is basically a big { timestamp: entry } map
        let series = try decoder.container(keyedBy: AnyCodingKey.self)

        var bad: [String: DecodingError] = [:] // timestamp -> what went wrong
        var good: [Stock.Update] = []
        var seen = 0
        var log = ""

        for key in series.allKeys {
            let timestamp = key.stringValue
            seen += 1

            // check the key first - a bad timestamp wins over a bad entry
            if let date = dateFormatter.date(from: timestamp) {
                // try/catch per entry so one broken entry doesn't kill the whole thing
                do {
                    var update = try series.decode(Stock.Update.self, forKey: key)
                    update.date = date
                    good.append(update)
                    log += "ok \(timestamp)\n"
                } catch let err as DecodingError {
                    bad[timestamp] = err
                    log += "entry failed \(timestamp)\n"
                }
            } else {
                bad[timestamp] = DecodingError.dataCorruptedError(
                    forKey: key, in: series,
                    debugDescription: "\"\(timestamp)\" is not a yyyy-MM-dd HH:mm:ss date")
                log += "bad key \(timestamp)\n"
            }
        }

        // sanity check: every key ended up somewhere
        if good.count + bad.count != seen {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "lost entries while salvaging:\n" + log))
        }

        // dictionary has no order -> sort the keys and map them to Failure objects
        failures = bad.keys.sorted().map { Failure(error: bad[$0]!, key: $0) }
        updates = good.sorted { $0.date < $1.date }
    }
}
