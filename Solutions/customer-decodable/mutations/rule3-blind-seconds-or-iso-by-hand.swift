// breaks: rule 3
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 3: addedOn is read by hand: a number is taken as seconds since 1970, otherwise the text is parsed as ISO 8601, so the decoder's strategy is bypassed (deferred, milliseconds and formatted dates come out wrong or throw).
// breaks only rule 3 because: a document whose date is ISO text or seconds since 1970 gives the same date (rule 1); a missing addedOn throws keyNotFound (6) and null valueNotFound, a wrong type (an array) typeMismatch (7) from the String fallback; nothing else changes (2, 4, 5).
import Foundation

extension Customer: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CustomerKeys.self)
        name = try container.decode(String.self, forKey: .name)
        accessKey = try container.decode(EncryptedCodableString.self, forKey: .accessKey)
        atmCode = try container.decode(EncryptedCodableString.self, forKey: .atmCode)
        addedOn = try Self.readDate(from: container)

        let address = try container.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        street = try address.decode(String.self, forKey: .street)
        city = try address.decode(String.self, forKey: .city)
        zip = try address.decode(Int.self, forKey: .zip)

        let contactInfo = try container.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
        homePhone = try contactInfo.decode(String.self, forKey: .homePhone)
        cellularPhone = try contactInfo.decode(String.self, forKey: .cellularPhone)
        email = try contactInfo.decode(String.self, forKey: .email)

        website = nil
    }

    private static func readDate(from container: KeyedDecodingContainer<CustomerKeys>) throws -> Date {
        if let seconds = try? container.decode(Double.self, forKey: .addedOn) {
            return Date(timeIntervalSince1970: seconds)
        }
        let text = try container.decode(String.self, forKey: .addedOn)
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) {
            return date
        }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        guard let date = formatter.date(from: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: .addedOn, in: container, debugDescription: "Unreadable date: \(text)")
        }
        return date
    }
}
