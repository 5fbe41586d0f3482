import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}

// "image-blob-url" -> "imageBlobUrl"; anything without a hyphen is left alone
func dehyphenate(_ name: String) -> String {
    guard name.contains("-") else { return name }
    let chunks = name.split(separator: "-", omittingEmptySubsequences: false)
    var output = String(chunks[0])
    for chunk in chunks.dropFirst() {
        switch chunk.first {
        case .none:
            break
        case .some(let initial):
            output += String(initial).uppercased()
            output += chunk.dropFirst()
        }
    }
    return output
}

extension JSONDecoder.KeyDecodingStrategy {
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        return .custom { path in
            let lastOne = path.last!
            switch lastOne.intValue {
            case .some:
                return lastOne
            case .none:
                return AnyCodingKey(stringValue: dehyphenate(lastOne.stringValue))!
            }
        }
    }
}
