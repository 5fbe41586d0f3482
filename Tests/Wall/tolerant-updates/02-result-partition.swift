// style: Result as an enum with associated values; switch with patterns
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
        let series = try decoder.container(keyedBy: AnyCodingKey.self)

        func outcome(for key: AnyCodingKey) -> Result<Stock.Update, DecodingError> {
            guard let date = dateFormatter.date(from: key.stringValue) else {
                return .failure(DecodingError.dataCorruptedError(
                    forKey: key, in: series, debugDescription: "Unreadable timestamp \(key.stringValue)"))
            }
            do {
                var update = try series.decode(Stock.Update.self, forKey: key)
                update.date = date
                return .success(update)
            } catch let error as DecodingError {
                return .failure(error)
            } catch {
                // Stock.Update only throws DecodingError; anything else is a programming error.
                preconditionFailure("unexpected error \(error)")
            }
        }

        var updates: [Stock.Update] = []
        var failures: [Failure] = []
        for key in series.allKeys {
            switch outcome(for: key) {
            case .success(let update): updates.append(update)
            case .failure(let error): failures.append(Failure(key: key.stringValue, error: error))
            }
        }
        self.updates = updates.sorted { $0.date < $1.date }
        self.failures = failures.sorted { $0.key < $1.key }
    }
}
