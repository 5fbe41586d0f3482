// breaks: rule 3
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 3: the answer reads a numeric addedOn itself as seconds since 2001 (Date's own Codable form) and only hands text to the decoder, so under .secondsSince1970 (or milliseconds) the date comes out decades off.
// breaks only rule 3 because: under the default strategy and for text dates the Date is what the strategy gives (rule 1's other fields untouched); a missing addedOn still throws keyNotFound from decode(Date) (6), null valueNotFound and a wrong type typeMismatch (7); secrets, keys and website are unchanged (2, 4, 5).
import Foundation

extension Customer: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CustomerKeys.self)
        name = try container.decode(String.self, forKey: .name)
        accessKey = try container.decode(EncryptedCodableString.self, forKey: .accessKey)
        atmCode = try container.decode(EncryptedCodableString.self, forKey: .atmCode)
        // A Date is stored as seconds since 2001; read a number as that, anything else as a Date.
        if let seconds = try? container.decode(Double.self, forKey: .addedOn) {
            addedOn = Date(timeIntervalSinceReferenceDate: seconds)
        } else {
            addedOn = try container.decode(Date.self, forKey: .addedOn)
        }

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
}
