import Foundation

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        var problems: [Failure] = []
        var dated: [(Date, Stock.Update)] = []
        let keys = container.allKeys.sorted { $0.stringValue < $1.stringValue }
        for key in keys {
            if let date = dateFormatter.date(from: key.stringValue) {
                do {
                    var update = try container.decode(Stock.Update.self, forKey: key)
                    update.date = date
                    dated.append((date, update))
                } catch let decodingError as DecodingError {
                    problems.append(Failure(key: key.stringValue, error: decodingError))
                }
            } else {
                problems.append(Failure(key: key.stringValue, error: DecodingError.dataCorrupted(
                    DecodingError.Context(codingPath: container.codingPath + [key], debugDescription: "key is not a timestamp"))))
            }
        }
        failures = problems
        updates = dated.sorted { $0.0 < $1.0 }.map { $0.1 }
    }
}

struct SalvagedSeries {
    struct Failure {
        let key: String
        let error: DecodingError
    }

    let failures: [Failure]
    let updates: [Stock.Update]
}
