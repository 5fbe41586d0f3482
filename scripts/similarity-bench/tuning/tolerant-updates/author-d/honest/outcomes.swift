import Foundation

struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]

    struct Failure {
        let key: String
        let error: DecodingError
    }
}

private typealias SeriesBox = KeyedDecodingContainer<AnyCodingKey>

private func salvage(_ key: AnyCodingKey, in box: SeriesBox) -> Result<Stock.Update, DecodingError> {
    guard let stamp = dateFormatter.date(from: key.stringValue) else {
        return .failure(.dataCorruptedError(forKey: key, in: box,
                                            debugDescription: "unreadable timestamp \(key.stringValue)"))
    }
    return Result {
        var entry = try box.decode(Stock.Update.self, forKey: key)
        entry.date = stamp
        return entry
    }.mapError { $0 as! DecodingError }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let box = try decoder.container(keyedBy: AnyCodingKey.self)
        let results = box.allKeys.map { ($0.stringValue, salvage($0, in: box)) }

        updates = results
            .compactMap { try? $0.1.get() }
            .sorted { $0.date < $1.date }
        failures = results
            .compactMap { key, result -> Failure? in
                if case .failure(let error) = result { return Failure(key: key, error: error) }
                return nil
            }
            .sorted { $0.key < $1.key }
    }
}
