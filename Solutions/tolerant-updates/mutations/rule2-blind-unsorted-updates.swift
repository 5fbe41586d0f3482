// breaks: rule 2
// Written blind from rule 2's text alone (the cases unseen): the updates are kept in the container's allKeys order (a dictionary's order), never sorted by date
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
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        var updates: [Stock.Update] = []
        var failures: [Failure] = []
        for key in container.allKeys {
            guard let date = dateFormatter.date(from: key.stringValue) else {
                failures.append(Failure(key: key.stringValue, error: DecodingError.dataCorruptedError(
                    forKey: key, in: container,
                    debugDescription: "\"\(key.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date")))
                continue
            }
            do {
                var update = try container.decode(Stock.Update.self, forKey: key)
                update.date = date
                updates.append(update)
            } catch let error as DecodingError {
                failures.append(Failure(key: key.stringValue, error: error))
            }
        }
        self.updates = updates
        self.failures = failures.sorted { $0.key < $1.key }
    }
}
