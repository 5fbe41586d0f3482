import Foundation

struct SalvagedSeries {
    struct Failure {
        let error: DecodingError
        let key: String
    }

    let failures: [Failure]
    let updates: [Stock.Update]
}

/// One entry, decoded or not: its failure is kept instead of thrown.
private struct Attempted: Decodable {
    let outcome: Result<Stock.Update, DecodingError>

    init(from decoder: Decoder) throws {
        do {
            outcome = .success(try Stock.Update(from: decoder))
        } catch let failure as DecodingError {
            outcome = .failure(failure)
        }
    }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let all = try decoder.singleValueContainer().decode([String: Attempted].self)
        var read: [Stock.Update] = []
        var lost: [Failure] = []
        for (key, attempt) in all {
            guard let date = dateFormatter.date(from: key) else {
                let context = DecodingError.Context(codingPath: decoder.codingPath + [AnyCodingKey(stringValue: key)!],
                                                    debugDescription: "the key is not a date")
                lost.append(Failure(error: .dataCorrupted(context), key: key))
                continue
            }
            switch attempt.outcome {
            case .success(var update):
                update.date = date
                read.append(update)
            case .failure(let error):
                lost.append(Failure(error: error, key: key))
            }
        }
        failures = lost.sorted { $0.key < $1.key }
        updates = read.sorted { $0.date < $1.date }
    }
}
