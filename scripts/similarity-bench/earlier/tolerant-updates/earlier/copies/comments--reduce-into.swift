import Foundation

// MARK: - Model

struct SalvagedSeries {
  /// An entry that could not be used, and why.
  struct Failure {
    let key: String // the timestamp as written
    let error: DecodingError
  }

  let updates: [Stock.Update] // oldest first
  let failures: [Failure]     // by key
}

// MARK: - Decoding

extension SalvagedSeries: Decodable {
  init(from decoder: Decoder) throws {
    let object = try decoder.container(keyedBy: AnyCodingKey.self)
    // Walk every key once, sorting results into two piles.
    let collected = object.allKeys.reduce(into: (updates: [Stock.Update](), failures: [Failure]())) { partial, key in
      do {
        // the key must be a timestamp
        let stamp = try dateFormatter.date(from: key.stringValue)
          .unwrapOrThrow(DecodingError.dataCorruptedError(forKey: key, in: object, debugDescription: "bad date key"))
        var entry = try object.decode(Stock.Update.self, forKey: key)
        entry.date = stamp
        partial.updates.append(entry)
      } catch {
        /* keep the error as it came */
        partial.failures.append(Failure(key: key.stringValue, error: error as! DecodingError))
      }
    }
    self.updates = collected.updates.sorted(by: { $0.date < $1.date })
    self.failures = collected.failures.sorted(by: { $0.key < $1.key })
  }
}
