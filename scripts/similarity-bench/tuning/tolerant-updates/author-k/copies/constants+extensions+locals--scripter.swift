import Foundation

// texts and formats used below, kept in one place
enum SeriesText {
    static let expectedFormat = "yyyy-MM-dd HH:mm:ss"
    static let badKeyMessage = "is not a %@ date"
}

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        // the keys are timestamps (data!), so read the object with a key type that takes any string
        let seriesJson = try decoder.container(keyedBy: AnyCodingKey.self)

        var goodUpdates: [Stock.Update] = []
        var badEntries: [Failure] = []

        for key in seriesJson.allKeys {
            // step 1: the key has to be a date -> check it before looking at the entry
            guard let date = dateFormatter.date(from: key.stringValue) else {
                let message = "\"\(key.stringValue)\" " + String(format: SeriesText.badKeyMessage, SeriesText.expectedFormat)
                badEntries.append(Failure(key: key.stringValue,
                                          error: DecodingError.dataCorruptedError(forKey: key, in: seriesJson, debugDescription: message)))
                continue
            }

            // step 2: decode the entry, one bad entry must not stop the loop
            do {
                var update = try seriesJson.decode(Stock.Update.self, forKey: key)
                update.date = date
                goodUpdates.append(update)
            } catch let error as DecodingError {
                // print("set aside", key.stringValue, error)
                badEntries.append(Failure(key: key.stringValue, error: error))
            }
        }

        // like sorted(..., key=...) in python
        updates = goodUpdates.sorted { $0.date < $1.date }
        failures = badEntries.sorted { $0.key < $1.key }
    }
}

extension SalvagedSeries {
    struct Failure {
        let key: String
        let error: DecodingError
    }
}
