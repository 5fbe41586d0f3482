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
		// if the series is not an object this throws typeMismatch and we stop
		let c = try decoder.container(keyedBy: AnyCodingKey.self)

		var ups: [Stock.Update] = []
		var fails: [Failure] = []

		let keys = c.allKeys
		for i in 0..<keys.count {
			let k = keys[i]

			// check the key first. a bad key is a failure even if the entry is broken too
			let date = dateFormatter.date(from: k.stringValue)
			if date == nil {
				let err = DecodingError.dataCorruptedError(forKey: k, in: c,
					debugDescription: "key \(k.stringValue) is not a date")
				fails.append(Failure(key: k.stringValue, error: err))
				continue
			}

			var u: Stock.Update
			do {
				u = try c.decode(Stock.Update.self, forKey: k)
			} catch let err as DecodingError {
				fails.append(Failure(key: k.stringValue, error: err))
				continue
			}
			u.date = date!
			ups.append(u)
		}

		ups.sort { $0.date < $1.date }
		fails.sort { $0.key < $1.key }

		updates = ups
		failures = fails
	}
}
