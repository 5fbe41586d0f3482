import Foundation

// badKeyMessage is the description of the error recorded for a key that is not a date
let badKeyMessage = "key %@ is not a date"

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
		let series = try decoder.container(keyedBy: AnyCodingKey.self)

		var good: [Stock.Update] = []
		var bad: [Failure] = []

		let stamps = series.allKeys
		for idx in 0..<stamps.count {
			let stamp = stamps[idx]

			// check the key first. a bad key is a failure even if the entry is broken too
			switch dateFormatter.date(from: stamp.stringValue) {
			case .none:
				let e = DecodingError.dataCorruptedError(forKey: stamp, in: series,
					debugDescription: String(format: badKeyMessage, stamp.stringValue))
				bad.append(Failure(key: stamp.stringValue, error: e))
			case .some(let when):
				var entry: Stock.Update
				do {
					entry = try series.decode(Stock.Update.self, forKey: stamp)
				} catch let e as DecodingError {
					bad.append(Failure(key: stamp.stringValue, error: e))
					continue
				}
				entry.date = when
				good.append(entry)
			}
		}

		good.sort { $0.date < $1.date }
		bad.sort { $0.key < $1.key }

		updates = good
		failures = bad
	}
}
