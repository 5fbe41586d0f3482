import Foundation

struct AnyCodingKey: CodingKey {
	var stringValue: String
	var intValue: Int?

	init?(stringValue: String) {
		self.stringValue = stringValue
		self.intValue = nil
	}

	init?(intValue: Int) {
		self.stringValue = "\(intValue)"
		self.intValue = intValue
	}
}

// kebabToCamel turns "store-link" into "storeLink".
// A key with no dash is returned as is.
func kebabToCamel(_ key: String) -> String {
	if !key.contains("-") {
		return key
	}

	let chars = Array(key)
	var out = ""
	var upperNext = false
	for i in 0..<chars.count {
		let c = chars[i]
		if c == "-" {
			upperNext = true
			continue
		}
		if upperNext {
			// digits have no upper case, uppercased() leaves them alone
			out += String(c).uppercased()
			upperNext = false
		} else {
			out.append(c)
		}
	}
	return out
}

extension JSONDecoder.KeyDecodingStrategy {
	static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
		// only the last key gets converted
		let last = codingPath[codingPath.count - 1]
		let converted = kebabToCamel(last.stringValue)
		if converted == last.stringValue {
			return last
		}
		return AnyCodingKey(stringValue: converted)!
	}
}
