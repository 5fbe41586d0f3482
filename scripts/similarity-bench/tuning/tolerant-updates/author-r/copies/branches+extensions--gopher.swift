import Foundation

extension SalvagedSeries: Decodable {
	init(from decoder: Decoder) throws {
		// fails with typeMismatch if the series is not an object
		let c = try decoder.container(keyedBy: AnyCodingKey.self)

		var updates: [Stock.Update] = []
		var failures: [Failure] = []

		for k in c.allKeys {
			let (u, err) = try decodeEntry(c, k)
			switch (u, err) {
			case (_, .some(let err)):
				failures.append(Failure(key: k.stringValue, error: err))
			case (.some(let u), .none):
				updates.append(u)
			case (.none, .none):
				break
			}
		}

		updates.sort { $0.date < $1.date }
		failures.sort { $0.key < $1.key }

		self.updates = updates
		self.failures = failures
	}
}

extension SalvagedSeries {
	struct Failure {
		let key: String
		let error: DecodingError
	}
}

// SalvagedSeries is one time series where bad entries are kept aside.
struct SalvagedSeries {
	let updates: [Stock.Update]
	let failures: [Failure]
}

// decodeEntry reads one entry of the series. The key is checked first:
// a key that is not a date is an error even if the entry is fine.
// Returns the update, or the decoding error for that entry.
func decodeEntry(_ c: KeyedDecodingContainer<AnyCodingKey>, _ k: AnyCodingKey) throws -> (Stock.Update?, DecodingError?) {
	var u: Stock.Update
	switch dateFormatter.date(from: k.stringValue) {
	case .none:
		let err = DecodingError.dataCorruptedError(
			forKey: k, in: c,
			debugDescription: "key \"\(k.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date")
		return (nil, err)
	case .some(let date):
		do {
			u = try c.decode(Stock.Update.self, forKey: k)
		} catch let err as DecodingError {
			return (nil, err)
		}
		u.date = date
	}
	return (u, nil)
}
