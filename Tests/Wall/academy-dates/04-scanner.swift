// style: Scanner; throws helpers
import Foundation

private struct AcademyDateSyntaxError: Error {}

/// Scans exactly `count` digits.
private func digits(_ scanner: Scanner, _ count: Int) throws -> Int {
    var value = 0
    for _ in 0..<count {
        guard let character = scanner.scanCharacter(), let digit = character.wholeNumberValue, character.isASCII else {
            throw AcademyDateSyntaxError()
        }
        value = value * 10 + digit
    }
    return value
}

private func literal(_ scanner: Scanner, _ expected: String) throws {
    guard scanner.scanString(expected) != nil else { throw AcademyDateSyntaxError() }
}

private func parseAcademyDate(_ text: String) throws -> Date {
    let scanner = Scanner(string: text)
    scanner.charactersToBeSkipped = nil
    scanner.caseSensitive = true
    let year = try digits(scanner, 4); try literal(scanner, "-")
    let month = try digits(scanner, 2); try literal(scanner, "-")
    let day = try digits(scanner, 2); try literal(scanner, "T")
    let hour = try digits(scanner, 2); try literal(scanner, ":")
    let minute = try digits(scanner, 2); try literal(scanner, ":")
    let second = try digits(scanner, 2)

    var milliseconds = 0
    if scanner.scanString(".") != nil {
        // One to three digits of fraction, in milliseconds once padded: ".5" is 500.
        guard let fraction = scanner.scanCharacters(from: .decimalDigits),
              (1...3).contains(fraction.count), fraction.allSatisfy(\.isASCII) else {
            throw AcademyDateSyntaxError()
        }
        milliseconds = Int(fraction.padding(toLength: 3, withPad: "0", startingAt: 0))!
    }

    var offset = 0
    if scanner.scanString("Z") == nil {
        let sign: Int
        if scanner.scanString("+") != nil { sign = 1 } else if scanner.scanString("-") != nil { sign = -1 } else { throw AcademyDateSyntaxError() }
        let hours = try digits(scanner, 2); try literal(scanner, ":")
        let minutes = try digits(scanner, 2)
        guard hours < 24, minutes < 60 else { throw AcademyDateSyntaxError() }
        offset = sign * (hours * 3600 + minutes * 60)
    }
    guard scanner.isAtEnd else { throw AcademyDateSyntaxError() }

    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    guard components.isValidDate(in: calendar), let date = calendar.date(from: components) else {
        throw AcademyDateSyntaxError()
    }
    return date.addingTimeInterval(Double(milliseconds) / 1000 - Double(offset))
}

func academyDate(from decoder: Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
        return try parseAcademyDate(text)
    } catch is AcademyDateSyntaxError {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "Cannot read \"\(text)\" as a date and time with a zone")
    }
}
