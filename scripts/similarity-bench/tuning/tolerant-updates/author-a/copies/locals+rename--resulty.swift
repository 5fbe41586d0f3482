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
        let object = try decoder.container(keyedBy: AnyCodingKey.self)

        func attempt(_ k: AnyCodingKey) -> Result<Stock.Update, DecodingError> {
            let text = k.stringValue
            let parsed = dateFormatter.date(from: text)
            guard let when = parsed else {
                let problem = DecodingError.dataCorruptedError(
                    forKey: k, in: object, debugDescription: "unreadable timestamp \(text)")
                return .failure(problem)
            }
            do {
                var row = try object.decode(Stock.Update.self, forKey: k)
                row.date = when
                return .success(row)
            } catch {
                let decodingProblem = error as! DecodingError
                return .failure(decodingProblem)
            }
        }

        let keys = object.allKeys
        let attempts = keys.map { ($0.stringValue, attempt($0)) }

        let kept = attempts.compactMap { try? $0.1.get() }
        updates = kept.sorted { $0.date < $1.date }

        let rejected = attempts.compactMap { name, outcome -> Failure? in
            if case .failure(let problem) = outcome { return Failure(key: name, error: problem) }
            return nil
        }
        failures = rejected.sorted { $0.key < $1.key }
    }
}
