import Foundation

// SalvagedSeries is one time series where bad entries are kept aside.
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
		// fails with typeMismatch if the series is not an object
		let c = try decoder.container(keyedBy: AnyCodingKey.self)

		var updates: [Stock.Update] = []
		var failures: [Failure] = []

		for k in c.allKeys {
			let (u, err) = try decodeEntry(c, k)
			if let err = err {
				failures.append(Failure(key: k.stringValue, error: err))
				continue
			}
			updates.append(u!)
		}

		updates.sort { $0.date < $1.date }
		failures.sort { $0.key < $1.key }

		self.updates = updates
		self.failures = failures
	}
}

// decodeEntry reads one entry of the series. The key is checked first:
// a key that is not a date is an error even if the entry is fine.
// Returns the update, or the decoding error for that entry.
func decodeEntry(_ c: KeyedDecodingContainer<AnyCodingKey>, _ k: AnyCodingKey) throws -> (Stock.Update?, DecodingError?) {
	let date = dateFormatter.date(from: k.stringValue)
	if date == nil {
		let err = DecodingError.dataCorruptedError(
			forKey: k, in: c,
			debugDescription: "key \"\(k.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date")
		return (nil, err)
	}

	var u: Stock.Update
	do {
		u = try c.decode(Stock.Update.self, forKey: k)
	} catch let err as DecodingError {
		return (nil, err)
	}

	u.date = date!
	return (u, nil)
}
