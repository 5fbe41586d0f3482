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
        let keys = container.allKeys.sorted { $0.stringValue < $1.stringValue }
        var dated: [(Date, Stock.Update)] = []
        var problems: [Failure] = []
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
        updates = dated.sorted { $0.0 < $1.0 }.map { $0.1 }
        failures = problems
    }
}
