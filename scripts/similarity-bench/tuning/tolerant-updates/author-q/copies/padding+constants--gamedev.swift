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

private enum SeriesText {
    static let BadTimestampPrefix = "Bad timestamp: "
    static let UnexpectedPrefix = "Unexpected error: "
}

extension SalvagedSeries: Decodable {
    internal init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: TimestampKey.self)
        let keyCount = container.allKeys.count

        var loaded = [Stock.Update]()
        var rejected = [Failure]()
        var visited = 0

        for key in container.allKeys {
            visited += 1
            let outcome = SalvagedSeries.ReadEntry(key, in: container)
            switch outcome {
            case .Loaded(let update):
                loaded.append(update)
            case .Rejected(let failure):
                rejected.append(failure)
            }
        }

        if visited != keyCount || loaded.count + rejected.count != keyCount {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "Series lost entries: \(visited) of \(keyCount)"))
        }

        loaded.sort { $0.date < $1.date }
        rejected.sort { $0.key < $1.key }
        self.updates = loaded
        self.failures = rejected
    }

    private static func ReadEntry(_ key: TimestampKey, in container: KeyedDecodingContainer<TimestampKey>) -> EntryOutcome {
        let keyText = key.stringValue
        guard let date = dateFormatter.date(from: keyText) else {
            let error = DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription: SeriesText.BadTimestampPrefix + keyText)
            return .Rejected(Failure(key: keyText, error: error))
        }

        do {
            var update = try container.decode(Stock.Update.self, forKey: key)
            update.date = date
            return .Loaded(update)
        } catch let error as DecodingError {
            return .Rejected(Failure(key: keyText, error: error))
        } catch {
            let wrapped = DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription: SeriesText.UnexpectedPrefix + "\(error)")
            return .Rejected(Failure(key: keyText, error: wrapped))
        }
    }
}
