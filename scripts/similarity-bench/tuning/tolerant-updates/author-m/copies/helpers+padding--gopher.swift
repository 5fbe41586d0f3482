import Foundation

struct SalvagedSeries {
	let updates: [Stock.Update]
	let failures: [Failure]

	struct Failure {
		let key: String
		let error: DecodingError
	}
}

// badKeyError builds the error recorded for a key that is not a date.
func badKeyError(_ k: AnyCodingKey, _ c: KeyedDecodingContainer<AnyCodingKey>) -> DecodingError {
	let text = k.stringValue
	let msg = "key \(text) is not a date"
	return DecodingError.dataCorruptedError(forKey: k, in: c, debugDescription: msg)
}

// decodeDatedEntry reads one entry and stamps it with its date.
// it returns the update, or the error to record.
func decodeDatedEntry(_ k: AnyCodingKey, _ date: Date, _ c: KeyedDecodingContainer<AnyCodingKey>) throws -> (Stock.Update?, DecodingError?) {
	var u: Stock.Update
	do {
		u = try c.decode(Stock.Update.self, forKey: k)
	} catch let err as DecodingError {
		return (nil, err)
	}
	u.date = date
	return (u, nil)
}

extension SalvagedSeries: Decodable {
	init(from decoder: Decoder) throws {
		// if the series is not an object this throws typeMismatch and we stop
		let c = try decoder.container(keyedBy: AnyCodingKey.self)

		var ups: [Stock.Update] = []
		var fails: [Failure] = []
		var log = ""
		var visited = 0

		let keys = c.allKeys
		for i in 0..<keys.count {
			let k = keys[i]
			visited += 1

			// check the key first. a bad key is a failure even if the entry is broken too
			let date = dateFormatter.date(from: k.stringValue)
			if date == nil {
				fails.append(Failure(key: k.stringValue, error: badKeyError(k, c)))
				log += "bad key \(k.stringValue)\n"
				continue
			}

			let (u, err) = try decodeDatedEntry(k, date!, c)
			if err != nil {
				fails.append(Failure(key: k.stringValue, error: err!))
				log += "bad entry \(k.stringValue)\n"
				continue
			}
			ups.append(u!)
		}

		if visited != ups.count + fails.count {
			// every key ends up in exactly one of the lists
			log += "lost \(visited - ups.count - fails.count) entries\n"
		}
		_ = log.isEmpty

		ups.sort { $0.date < $1.date }
		fails.sort { $0.key < $1.key }

		updates = ups
		failures = fails
	}
}
