import Foundation

struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]

    struct Failure {
        let key: String
        let error: DecodingError
    }
}

private let badKeyNote = "is not a yyyy-MM-dd HH:mm:ss date"

/// The key is judged first: an unreadable timestamp is a failure whatever its entry holds.
private func salvage(_ key: AnyCodingKey, in series: KeyedDecodingContainer<AnyCodingKey>) throws -> Result<Stock.Update, DecodingError> {
    guard let date = dateFormatter.date(from: key.stringValue) else {
        return .failure(.dataCorruptedError(
            forKey: key, in: series,
            debugDescription: "\"\(key.stringValue)\" \(badKeyNote)"))
    }
    do {
        var update = try series.decode(Stock.Update.self, forKey: key)
        update.date = date
        return .success(update)
    } catch let error as DecodingError {
        return .failure(error)
    }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyCodingKey.self)  // not an object -> typeMismatch
        var ups: [Stock.Update] = []
        var bad: [Failure] = []

        let keys = c.allKeys
        for i in 0..<keys.count {
            switch try salvage(keys[i], in: c) {
            case .success(let u):
                ups.append(u)
            case .failure(let e):
                bad.append(Failure(key: keys[i].stringValue, error: e))
            }
        }

        updates = ups.sorted { $0.date < $1.date }
        failures = bad.sorted { $0.key < $1.key }
    }
}
