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
		let obj = try decoder.container(keyedBy: AnyCodingKey.self)
		let keys = obj.allKeys

		var good: [Stock.Update] = []
		var bad: [Failure] = []
		var seen = 0

		for stamp in keys {
			seen += 1
			let (entry, problem) = try readOne(obj, stamp)
			guard problem == nil else {
				bad.append(Failure(key: stamp.stringValue, error: problem!))
				continue
			}
			guard let entry = entry else {
				continue
			}
			good.append(entry)
		}

		// every key ends up in exactly one list
		if seen != good.count + bad.count || seen != keys.count {
			throw DecodingError.dataCorrupted(DecodingError.Context(
				codingPath: decoder.codingPath,
				debugDescription: "lost entries: \(seen) seen, \(good.count) kept, \(bad.count) failed"))
		}

		good.sort { $0.date < $1.date }
		bad.sort { $0.key < $1.key }

		self.updates = good
		self.failures = bad
	}
}

// readOne reads one entry of the series. The key is checked first:
// a key that is not a date is an error even if the entry is fine.
// Returns the update, or the decoding error for that entry.
func readOne(_ obj: KeyedDecodingContainer<AnyCodingKey>, _ stamp: AnyCodingKey) throws -> (Stock.Update?, DecodingError?) {
	guard let when = dateFormatter.date(from: stamp.stringValue) else {
		let problem = DecodingError.dataCorruptedError(
			forKey: stamp, in: obj,
			debugDescription: "key \"\(stamp.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date")
		return (nil, problem)
	}

	var entry: Stock.Update
	do {
		entry = try obj.decode(Stock.Update.self, forKey: stamp)
	} catch let problem as DecodingError {
		return (nil, problem)
	}

	entry.date = when
	return (entry, nil)
}
