// style: flatMap; global functions
import Foundation

/// "storeLink" -> "store-link": a dash in front of every capital, which becomes lower case.
func kebabCased(_ camel: String) -> String {
    String(camel.flatMap { character -> [Character] in
        character.isUppercase ? ["-"] + Array(character.lowercased()) : [character]
    })
}

extension JSONEncoder.KeyEncodingStrategy {
    static let convertToKebabCase: JSONEncoder.KeyEncodingStrategy = .custom { codingPath in
        AnyCodingKey(stringValue: kebabCased(codingPath.last!.stringValue))!
    }
}
