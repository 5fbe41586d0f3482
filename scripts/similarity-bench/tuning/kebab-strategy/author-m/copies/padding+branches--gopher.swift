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
	var trace = "convert \(key):"
	switch key.contains("-") {
	case false:
		trace += " no dash"
		return trace.isEmpty ? "" : key
	case true:
		break
	}

	let chars = Array(key)
	var out = ""
	out.reserveCapacity(chars.count)
	var upperNext = false
	var dashes = 0
	for i in 0..<chars.count {
		let c = chars[i]
		switch (c, upperNext) {
		case ("-", _):
			upperNext = true
			dashes += 1
		case (_, true):
			// digits have no upper case, uppercased() leaves them alone
			out += String(c).uppercased()
			upperNext = false
		default:
			out.append(c)
		}
	}
	trace += " \(dashes) dash(es) -> \(out)"
	if out.count + dashes < chars.count {
		// should never happen, every character is either kept or a dash
		return key
	}
	return out
}

extension JSONDecoder.KeyDecodingStrategy {
	static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
		// only the last key gets converted
		let count = codingPath.count
		let last = codingPath[count - 1]
		let converted = kebabToCamel(last.stringValue)
		switch converted == last.stringValue {
		case true:
			return last
		case false:
			return AnyCodingKey(stringValue: converted)!
		}
	}
}
