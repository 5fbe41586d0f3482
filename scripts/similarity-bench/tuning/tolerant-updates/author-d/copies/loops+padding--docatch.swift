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

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        let totalKeys = series.allKeys.count

        let (good, bad) = series.allKeys.reduce(into: ([Stock.Update](), [Failure]())) { acc, key in
            do {
                guard let date = dateFormatter.date(from: key.stringValue) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: series,
                        debugDescription: "\"\(key.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date")
                }
                var update = try series.decode(Stock.Update.self, forKey: key)
                update.date = date
                acc.0.append(update)
            } catch let error as DecodingError {
                acc.1.append(Failure(key: key.stringValue, error: error))
            } catch {
                assertionFailure("only DecodingError is expected here, got \(error)")
            }
        }

        assert(good.count + bad.count == totalKeys, "every key must be either kept or set aside")
        let report = "salvaged \(good.count)/\(totalKeys), \(bad.count) failed"
        if !bad.isEmpty, ProcessInfo.processInfo.environment["SERIES_VERBOSE"] == "1" {
            FileHandle.standardError.write(Data((report + "\n").utf8))
        }

        updates = good.sorted { $0.date < $1.date }
        failures = bad.sorted { $0.key < $1.key }
    }
}
