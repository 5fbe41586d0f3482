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
    let text = key.stringValue
    guard let stamp = dateFormatter.date(from: text) else {
        let problem = DecodingError.dataCorruptedError(forKey: key, in: box,
                                                       debugDescription: "unreadable timestamp \(text)")
        return .failure(problem)
    }
    let attempt = Result {
        var entry = try box.decode(Stock.Update.self, forKey: key)
        entry.date = stamp
        return entry
    }
    return attempt.mapError { $0 as! DecodingError }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let box = try decoder.container(keyedBy: AnyCodingKey.self)
        var okay: [Stock.Update] = []
        var broken: [Failure] = []
        for key in box.allKeys {
            let outcome = salvage(key, in: box)
            if let entry = try? outcome.get() {
                okay.append(entry)
            }
            if case .failure(let error) = outcome {
                broken.append(Failure(key: key.stringValue, error: error))
            }
        }
        okay.sort { $0.date < $1.date }
        broken.sort { $0.key < $1.key }
        updates = okay
        failures = broken
    }
}
