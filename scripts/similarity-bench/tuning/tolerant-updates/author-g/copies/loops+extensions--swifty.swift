import Foundation

struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]
}

extension SalvagedSeries {
    struct Failure {
        let key: String
        let error: DecodingError
    }
}

private extension KeyedDecodingContainer where K == AnyCodingKey {
    func salvage(_ key: AnyCodingKey) -> Result<Stock.Update, DecodingError> {
        Result {
            guard let stamp = dateFormatter.date(from: key.stringValue) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: self,
                    debugDescription: "\(key.stringValue) is not a date")
            }
            var update = try decode(Stock.Update.self, forKey: key)
            update.date = stamp
            return update
        }
        .mapError { $0 as! DecodingError }
    }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let entries = try decoder.container(keyedBy: AnyCodingKey.self)

        var kept: [Stock.Update] = []
        var dropped: [Failure] = []
        for key in entries.allKeys {
            switch entries.salvage(key) {
            case .success(let update):
                kept.append(update)
            case .failure(let error):
                dropped.append(Failure(key: key.stringValue, error: error))
            }
        }

        updates = kept.sorted { $0.date < $1.date }
        failures = dropped.sorted { $0.key < $1.key }
    }
}
