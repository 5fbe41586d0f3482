// breaks: rule 5
// The reference answer, but `website` is read when the document holds one
// (rule 5: it is never read and stays nil).
import Foundation

extension Customer: Decodable {
    private enum WebsiteKeys: String, CodingKey { case website }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CustomerKeys.self)
        name = try container.decode(String.self, forKey: .name)
        accessKey = try container.decode(EncryptedCodableString.self, forKey: .accessKey)
        atmCode = try container.decode(EncryptedCodableString.self, forKey: .atmCode)
        addedOn = try container.decode(Date.self, forKey: .addedOn)

        let address = try container.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        street = try address.decode(String.self, forKey: .street)
        city = try address.decode(String.self, forKey: .city)
        zip = try address.decode(Int.self, forKey: .zip)

        let contactInfo = try container.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
        homePhone = try contactInfo.decode(String.self, forKey: .homePhone)
        cellularPhone = try contactInfo.decode(String.self, forKey: .cellularPhone)
        email = try contactInfo.decode(String.self, forKey: .email)

        let contact = try container.nestedContainer(keyedBy: WebsiteKeys.self, forKey: .contactInfo)
        let top = try decoder.container(keyedBy: WebsiteKeys.self)
        website = try? contact.decodeIfPresent(URL.self, forKey: .website) ?? top.decodeIfPresent(URL.self, forKey: .website)
    }
}
