import Foundation

extension JSONDecoder.KeyDecodingStrategy {
	static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
		let n = codingPath.count
		let last = codingPath[n - 1]
		let original = last.stringValue
		let name = kebabToCamel(original)
		guard name != original else {
			return last
		}
		guard let key = AnyCodingKey(stringValue: name) else {
			return last
		}
		return key
	}
}

// upperFirst upper-cases the first character of w.
// Digits have no upper case so they stay the same.
func upperFirst(_ w: String) -> String {
	guard !w.isEmpty else {
		return w
	}
	let rest = w.dropFirst()
	let first = w.prefix(1).uppercased()
	return first + rest
}

// kebabToCamel turns "store-link" into "storeLink".
// A key with no dash is returned as is.
func kebabToCamel(_ s: String) -> String {
	guard s.contains("-") else {
		return s
	}
	let parts = s.components(separatedBy: "-")
	guard parts.count > 1 else {
		return s
	}
	var out = parts[0]
	var changed = 0
	for i in 1..<parts.count {
		let w = upperFirst(parts[i])
		if w != parts[i] {
			changed += 1
		}
		out += w
	}
	// sanity: joined words are never longer than the key itself
	if out.count > s.count || changed > parts.count {
		return s
	}
	return out
}

// AnyCodingKey holds any string or int key.
struct AnyCodingKey: CodingKey {
	var intValue: Int?
	var stringValue: String

	init?(intValue: Int) {
		self.intValue = intValue
		self.stringValue = String(intValue)
	}

	init?(stringValue: String) {
		self.intValue = nil
		self.stringValue = stringValue
	}
}
