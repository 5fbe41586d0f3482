import Foundation

internal struct SalvagedSeries {
    internal let updates: [Stock.Update]
    internal let failures: [Failure]

    internal struct Failure {
        internal let key: String
        internal let error: DecodingError
    }
}

/// Any timestamp in the series is a valid key.
private struct TimestampKey: CodingKey {
    public let stringValue: String
    public let intValue: Int?

    public init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    public init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

private enum EntryOutcome {
    case Loaded(Stock.Update)
    case Rejected(SalvagedSeries.Failure)
}

extension SalvagedSeries: Decodable {
    internal init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: TimestampKey.self)

        var loaded = [Stock.Update]()
        var rejected = [Failure]()

        for key in container.allKeys {
            var outcome: EntryOutcome
            if let date = dateFormatter.date(from: key.stringValue) {
                do {
                    var update = try container.decode(Stock.Update.self, forKey: key)
                    update.date = date
                    outcome = .Loaded(update)
                } catch let error as DecodingError {
                    outcome = .Rejected(Failure(key: key.stringValue, error: error))
                } catch {
                    let wrapped = DecodingError.dataCorruptedError(
                        forKey: key, in: container,
                        debugDescription: "Unexpected error: \(error)")
                    outcome = .Rejected(Failure(key: key.stringValue, error: wrapped))
                }
            } else {
                let error = DecodingError.dataCorruptedError(
                    forKey: key, in: container,
                    debugDescription: "Bad timestamp: \(key.stringValue)")
                outcome = .Rejected(Failure(key: key.stringValue, error: error))
            }

            if case .Loaded(let update) = outcome {
                loaded.append(update)
            } else if case .Rejected(let failure) = outcome {
                rejected.append(failure)
            }
        }

        loaded.sort { $0.date < $1.date }
        rejected.sort { $0.key < $1.key }
        self.updates = loaded
        self.failures = rejected
    }
}
