import Foundation

// A key that stores whichever string or integer it was built from.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        // Remember the text; there is no integer for a text key.
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        // Remember the integer and spell it out as text too.
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { pathToKey in
        // We only ever touch the final element of the path.
        let finalKey: CodingKey = pathToKey.last!
        let rawName: String = finalKey.stringValue

        // Names without a dash are returned untouched.
        if !rawName.contains("-") {
            return finalKey
        }

        // Break the name into its dash-separated parts.
        let nameParts: [Substring] = rawName.split(separator: "-")

        // Turn every part into its camel-case form and glue them back together.
        let camelName: String = nameParts.enumerated().map { (offset: Int, part: Substring) -> String in
            if offset == 0 {
                return String(part)
            }
            return String(part.prefix(1)).uppercased() + String(part.dropFirst())
        }.joined()

        // Hand the result back inside our key type.
        if let newKey: AnyCodingKey = AnyCodingKey(stringValue: camelName) {
            return newKey
        }
        return finalKey
    }
}
