import Foundation

/// A coding key that can stand for any key at all: whatever string or
/// integer it was built from is what it holds, nothing is validated.
struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

// dashedToCamel turns "store-link" into "storeLink".
func dashedToCamel(_ name: String) -> String {
    let letters = Array(name)
    var result = ""
    var capitalizeNext = false
    for i in 0..<letters.count {
        let ch = letters[i]
        if ch == "-" {
            capitalizeNext = true
            continue
        }
        if capitalizeNext {
            // digits have no upper case, uppercased() leaves them alone
            result += String(ch).uppercased()
            capitalizeNext = false
        } else {
            result.append(ch)
        }
    }
    return result
}

/// What a key from the document turns out to be once we look at it.
private enum IncomingKey {
    /// No dash anywhere: the key goes through as it is.
    case asIs(String)
    /// Has dashes: needs joining into camel case.
    case kebab(String)

    init(_ name: String) {
        self = name.contains("-") ? .kebab(name) : .asIs(name)
    }

    var converted: String {
        switch self {
        case .asIs(let name):
            return name
        case .kebab(let name):
            return dashedToCamel(name)
        }
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    /// `store-link` in the document matches `storeLink` in the model.
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { keys in
        // only the last key gets converted
        let lastKey = keys[keys.count - 1]
        switch IncomingKey(lastKey.stringValue) {
        case .asIs:
            return lastKey
        case let incoming:
            return AnyCodingKey(stringValue: incoming.converted)!
        }
    }
}
