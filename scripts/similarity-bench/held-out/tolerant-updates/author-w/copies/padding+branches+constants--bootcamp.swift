import Foundation

let badKeyMessage = "not a date: "

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
        // keys are timestamps, so AnyCodingKey (takes any string)
        var series = try decoder.container(keyedBy: AnyCodingKey.self)
        var good: [Stock.Update] = []
        var bad: [Failure] = []
        var seen = 0

        for key in series.allKeys {
            seen += 1
            // check the key first!! a bad key wins even if the entry is broken too
            switch dateFormatter.date(from: key.stringValue) {
            case .some(let date):
                do {
                    var update = try series.decode(Stock.Update.self, forKey: key)
                    update.date = date
                    good.append(update)
                } catch let err as DecodingError {
                    // don't stop, just remember it and keep going
                    bad.append(Failure(key: key.stringValue, error: err))
                }
            case .none:
                var err = DecodingError.dataCorruptedError(forKey: key, in: series, debugDescription: badKeyMessage + key.stringValue)
                bad.append(Failure(key: key.stringValue, error: err))
            }
        }

        // sanity check: every key ended up somewhere
        if good.count + bad.count != seen {
            print("SalvagedSeries: lost \(seen - good.count - bad.count) entries")
        }

        updates = good.sorted { $0.date < $1.date }
        failures = bad.sorted { $0.key < $1.key }
    }
}
