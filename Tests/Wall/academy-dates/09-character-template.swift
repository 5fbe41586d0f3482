// style: Character properties (isNumber, isASCII, wholeNumberValue); zip against a template; switch with patterns on the zone
import Foundation

/// `d` is an ASCII digit; anything else must match exactly.
private let academyTemplate = Array("dddd-dd-ddTdd:dd:dd")

private func fits(_ characters: ArraySlice<Character>, _ template: [Character]) -> Bool {
    characters.count == template.count && zip(characters, template).allSatisfy { character, expected in
        expected == "d" ? (character.isASCII && character.isNumber) : character == expected
    }
}

private func value(_ characters: ArraySlice<Character>) -> Int {
    characters.reduce(0) { $0 * 10 + $1.wholeNumberValue! }
}

private func academyInstant(_ text: String) -> Date? {
    let characters = Array(text)
    guard characters.count >= 20, fits(characters[0..<19], academyTemplate) else { return nil }
    var rest = characters[19...]

    var milliseconds = 0
    if rest.first == "." {
        let digits = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
        guard (1...3).contains(digits.count) else { return nil }
        milliseconds = value(digits) * [100, 10, 1][digits.count - 1]
        rest = rest.dropFirst(1 + digits.count)
    }

    let offsetSeconds: Int
    switch (rest.first, rest.count) {
    case ("Z", 1):
        offsetSeconds = 0
    case (let sign?, 6) where (sign == "+" || sign == "-") && fits(rest.dropFirst(), Array("dd:dd")):
        let hours = value(rest.dropFirst().prefix(2))
        let minutes = value(rest.suffix(2))
        guard hours < 24, minutes < 60 else { return nil }
        offsetSeconds = (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
    default:
        return nil
    }

    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    let parts = DateComponents(
        year: value(characters[0..<4]), month: value(characters[5..<7]), day: value(characters[8..<10]),
        hour: value(characters[11..<13]), minute: value(characters[14..<16]), second: value(characters[17..<19]))
    guard parts.isValidDate(in: calendar), let wallClock = calendar.date(from: parts) else { return nil }
    return wallClock.addingTimeInterval(Double(milliseconds) / 1000 - Double(offsetSeconds))
}

func academyDate(from decoder: Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    if let date = academyInstant(text) {
        return date
    }
    throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(text) is not a complete date and time with a zone")
}
