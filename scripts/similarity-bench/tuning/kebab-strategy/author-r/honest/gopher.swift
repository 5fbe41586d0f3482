import Foundation

// AnyCodingKey holds any string or int key.
struct AnyCodingKey: CodingKey {
	var stringValue: String
	var intValue: Int?

	init?(stringValue: String) {
		self.stringValue = stringValue
		self.intValue = nil
	}

	init?(intValue: Int) {
		self.stringValue = String(intValue)
		self.intValue = intValue
	}
}

// kebabToCamel turns "store-link" into "storeLink".
// A key with no dash is returned as is.
func kebabToCamel(_ s: String) -> String {
	if !s.contains("-") {
		return s
	}
	let parts = s.components(separatedBy: "-")
	var out = parts[0]
	for i in 1..<parts.count {
		out += upperFirst(parts[i])
	}
	return out
}

// upperFirst upper-cases the first character of w.
// Digits have no upper case so they stay the same.
func upperFirst(_ w: String) -> String {
	if w.isEmpty {
		return w
	}
	let first = w.prefix(1).uppercased()
	let rest = w.dropFirst()
	return first + rest
}

extension JSONDecoder.KeyDecodingStrategy {
	static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
		let last = codingPath[codingPath.count - 1]
		let name = kebabToCamel(last.stringValue)
		if name == last.stringValue {
			return last
		}
		let key = AnyCodingKey(stringValue: name)
		if key == nil {
			return last
		}
		return key!
	}
}
