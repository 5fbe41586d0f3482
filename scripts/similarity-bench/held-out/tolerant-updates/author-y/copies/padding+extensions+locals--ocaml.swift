import Foundation

extension SalvagedSeries {
    struct Failure {
        let key: String
        let error: DecodingError
    }
}

struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        let keys = series.allKeys

        func dated(_ update: Stock.Update, _ date: Date) -> Stock.Update {
            var copy = update
            copy.date = date
            return copy
        }

        func attempt(_ key: AnyCodingKey) throws -> Result<Stock.Update, DecodingError> {
            do {
                let update = try series.decode(Stock.Update.self, forKey: key)
                return .success(update)
            } catch let error as DecodingError {
                return .failure(error)
            }
        }

        let outcomes: [(key: String, outcome: Result<Stock.Update, DecodingError>)] =
            try keys.map { key in
                let name = key.stringValue
                switch dateFormatter.date(from: name) {
                case nil:
                    let error = DecodingError.dataCorruptedError(
                        forKey: key, in: series,
                        debugDescription: "\"\(name)\" is not a yyyy-MM-dd HH:mm:ss date")
                    return (name, .failure(error))
                case let date?:
                    return (name, try attempt(key).map { dated($0, date) })
                }
            }

        let good = outcomes.compactMap { entry -> Stock.Update? in
            switch entry.outcome {
            case let .success(update): return update
            case .failure: return nil
            }
        }
        let bad = outcomes.compactMap { entry -> Failure? in
            switch entry.outcome {
            case .success: return nil
            case let .failure(error): return Failure(key: entry.key, error: error)
            }
        }
        let tally = (seen: keys.count, kept: good.count, dropped: bad.count)
        switch tally {
        case let (seen, kept, dropped) where seen == kept + dropped: break
        case let (seen, kept, dropped):
            assertionFailure("\(seen) keys but \(kept) kept and \(dropped) dropped")
        }

        updates = good.sorted { $0.date < $1.date }
        failures = bad.sorted { $0.key < $1.key }
    }
}
