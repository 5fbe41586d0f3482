// style: final class; closures stored in properties
import Foundation

struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]

    /// A set-aside entry; a class, so a failure can be shared by reference by whoever logs it.
    final class Failure {
        let key: String
        let error: DecodingError

        init(key: String, error: DecodingError) {
            self.key = key
            self.error = error
        }
    }
}

extension SalvagedSeries: Decodable {
    /// How a key is turned into a date, kept as a value so the rule reads in one place.
    private static let timestamp: (String) -> Date? = { dateFormatter.date(from: $0) }

    init(from decoder: Decoder) throws {
        let object = try decoder.container(keyedBy: AnyCodingKey.self)
        var good: [Stock.Update] = []
        var bad: [Failure] = []

        for key in object.allKeys {
            if let date = Self.timestamp(key.stringValue) {
                do {
                    var update = try object.decode(Stock.Update.self, forKey: key)
                    update.date = date
                    good.append(update)
                } catch let error as DecodingError {
                    bad.append(Failure(key: key.stringValue, error: error))
                }
            } else {
                bad.append(Failure(key: key.stringValue, error: .dataCorruptedError(
                    forKey: key, in: object, debugDescription: "Timestamp \(key.stringValue) cannot be read")))
            }
        }
        updates = good.sorted { $0.date < $1.date }
        failures = bad.sorted { $0.key < $1.key }
    }
}
