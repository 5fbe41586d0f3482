// style: do/catch with typed patterns that add nothing and rethrow unchanged; guard
import Foundation

extension Customer: Decodable {
    init(from decoder: Decoder) throws {
        let top: KeyedDecodingContainer<CustomerKeys>
        do {
            top = try decoder.container(keyedBy: CustomerKeys.self)
        } catch let error as DecodingError {
            // Not an object at all: let the caller see the decoder's own error.
            throw error
        }

        name = try top.decode(String.self, forKey: .name)
        accessKey = try top.decode(EncryptedCodableString.self, forKey: .accessKey)
        atmCode = try top.decode(EncryptedCodableString.self, forKey: .atmCode)
        addedOn = try top.decode(Date.self, forKey: .addedOn)

        do {
            let address = try top.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
            street = try address.decode(String.self, forKey: .street)
            city = try address.decode(String.self, forKey: .city)
            zip = try address.decode(Int.self, forKey: .zip)
        } catch DecodingError.keyNotFound(let key, let context) {
            // The old flat shape ends up here; keep the error exactly as it was.
            throw DecodingError.keyNotFound(key, context)
        }

        let contact = try top.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
        homePhone = try contact.decode(String.self, forKey: .homePhone)
        cellularPhone = try contact.decode(String.self, forKey: .cellularPhone)
        email = try contact.decode(String.self, forKey: .email)
        website = nil
    }
}
