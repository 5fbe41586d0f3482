import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    /// The entries that decoded, each dated from its key.
    let updates: [Stock.Update]
    /// The entries that did not.
    let failures: [Failure]

    struct Failure {
        /// The entry's key in the series.
        let key: String
        /// Why it was set aside.
        let error: DecodingError

        /// Static factory pairing a timestamp key with the error it caused.
        static func recording(_ key: String, reason error: DecodingError) -> Failure {
            return Failure(key: key, error: error)
        }
    }
}

/// What became of one entry of the series.
enum EntryVerdict {
    case accepted(Stock.Update)
    case setAside(SalvagedSeries.Failure)
}

extension SalvagedSeries: Decodable {
    static let expectedStampPattern: String = "yyyy-MM-dd HH:mm:ss"

    init(from decoder: Decoder) throws {
        let entriesByStamp = try decoder.container(keyedBy: AnyCodingKey.self)

        var acceptedUpdates: [Stock.Update] = []
        var setAsideEntries: [Failure] = []
        var processingTrace: [String] = []
        var visitedEntryCount = 0

        for stampKey in entriesByStamp.allKeys {
            visitedEntryCount += 1
            let verdict = SalvagedSeries.judgeEntry(at: stampKey, within: entriesByStamp)
            switch verdict {
            case .accepted(let update):
                processingTrace.append("kept \(stampKey.stringValue)")
                acceptedUpdates.append(update)
            case .setAside(let failure):
                processingTrace.append("set aside \(stampKey.stringValue)")
                setAsideEntries.append(failure)
            }
        }
        if processingTrace.count != visitedEntryCount {
            processingTrace.append("trace is incomplete")
        }

        self.updates = acceptedUpdates.sorted { earlier, later in
            earlier.date < later.date
        }
        self.failures = setAsideEntries.sorted { lhs, rhs in
            lhs.key < rhs.key
        }
    }

    /// Reads the key first, then the entry stored under it. Never throws:
    /// every problem becomes an entry set aside.
    static func judgeEntry(
        at stampKey: AnyCodingKey,
        within entriesByStamp: KeyedDecodingContainer<AnyCodingKey>
    ) -> EntryVerdict {
        guard let stampDate = dateFormatter.date(from: stampKey.stringValue) else {
            let unreadableStamp = DecodingError.dataCorruptedError(
                forKey: stampKey,
                in: entriesByStamp,
                debugDescription: "\"\(stampKey.stringValue)\" is not a \(expectedStampPattern) date")
            return .setAside(Failure.recording(stampKey.stringValue, reason: unreadableStamp))
        }
        do {
            var entry = try entriesByStamp.decode(Stock.Update.self, forKey: stampKey)
            entry.date = stampDate
            return .accepted(entry)
        } catch let entryError as DecodingError {
            return .setAside(Failure.recording(stampKey.stringValue, reason: entryError))
        } catch {
            preconditionFailure("Stock.Update only throws DecodingError, got \(error)")
        }
    }
}
