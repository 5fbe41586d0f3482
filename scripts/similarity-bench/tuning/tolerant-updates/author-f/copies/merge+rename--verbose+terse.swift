import Foundation

struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]

    struct Failure {
        let key: String
        let error: DecodingError
    }
}

private extension Sequence {
    func ordered<Value: Comparable>(by pick: (Element) -> Value) -> [Element] {
        sorted { pick($0) < pick($1) }
    }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        // Keys are timestamps known only at run time.
        let entries: KeyedDecodingContainer<AnyCodingKey> = try decoder.container(keyedBy: AnyCodingKey.self)

        // Good results on one side, problems on the other.
        var kept: [Stock.Update] = []
        var setAside: [Failure] = []

        for stamp in entries.allKeys {
            let stampText: String = stamp.stringValue

            // Validate the timestamp before touching the entry.
            if let when: Date = dateFormatter.date(from: stampText) {
                // Timestamp is valid; try the entry on its own.
                do {
                    var entry: Stock.Update = try entries.decode(Stock.Update.self, forKey: stamp)
                    entry.date = when
                    kept.append(entry)
                } catch let problem as DecodingError {
                    // Broken entry: note it and carry on.
                    setAside.append(Failure(key: stampText, error: problem))
                }
            } else {
                // Timestamp unreadable: make a dataCorrupted error located at this key.
                let problem: DecodingError = DecodingError.dataCorruptedError(
                    forKey: stamp,
                    in: entries,
                    debugDescription: "\(stampText) is not a date")
                setAside.append(Failure(key: stampText, error: problem))
            }
        }

        updates = kept.ordered(by: \.date)
        failures = setAside.ordered(by: \.key)
    }
}
