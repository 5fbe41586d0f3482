import Foundation

// AnyCodingKey wraps any string or integer key.
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

// dashedToCamel turns "image-blob-url" into "imageBlobUrl".
// Keys without a dash come back untouched.
func dashedToCamel(_ key: String) -> String {
	if !key.contains("-") {
		return key
	}
	let words = key.components(separatedBy: "-")
	let tail = words.dropFirst().map { capitalizeHead($0) }
	return words[0] + tail.joined()
}

// capitalizeHead makes the first character of word upper case.
// A word of digits is left alone since digits have no case.
func capitalizeHead(_ word: String) -> String {
	if word.isEmpty {
		return word
	}
	let head = word.prefix(1).uppercased()
	let remainder = word.dropFirst()
	return head + remainder
}

extension JSONDecoder.KeyDecodingStrategy {
	static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { path in
		let current = path[path.count - 1]
		let converted = dashedToCamel(current.stringValue)
		if converted == current.stringValue {
			return current
		}
		let newKey = AnyCodingKey(stringValue: converted)
		if newKey == nil {
			return current
		}
		return newKey!
	}
}
