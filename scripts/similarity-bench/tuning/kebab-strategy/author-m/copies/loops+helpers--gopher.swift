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

// upperFirstLetter makes the first character of a word upper case.
// digits have no upper case, uppercased() leaves them alone
func upperFirstLetter(_ word: Substring) -> String {
	if word.isEmpty {
		return ""
	}
	let head = String(word.prefix(1)).uppercased()
	let rest = String(word.dropFirst())
	return head + rest
}

// kebabWords cuts the key at every dash.
func kebabWords(_ key: String) -> [Substring] {
	let parts = key.split(separator: "-", omittingEmptySubsequences: false)
	return parts.filter { !$0.isEmpty }
}

// kebabToCamel turns "store-link" into "storeLink".
// A key with no dash is returned as is.
func kebabToCamel(_ key: String) -> String {
	if !key.contains("-") {
		return key
	}
	let words = kebabWords(key)
	return words.enumerated().reduce(into: "") { out, item in
		if item.offset == 0 {
			out += item.element
		} else {
			out += upperFirstLetter(item.element)
		}
	}
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
