// expect-pass
// A different style: the nested objects are decoded into small private
// Decodable structs (synthesized), then copied into the customer through
// the memberwise initializer.
import Foundation
import Crypto

private struct MailingBlock: Decodable {
    var street: String
    var city: String
    var zip: Int
}

private struct ReachBlock: Decodable {
    var homePhone: String
    var cellularPhone: String
    var email: String
}

extension Customer: Decodable {
    init(from decoder: Decoder) throws {
        let top = try decoder.container(keyedBy: CustomerKeys.self)
        let mailing = try top.decode(MailingBlock.self, forKey: .address)
        let reach = try top.decode(ReachBlock.self, forKey: .contactInfo)
        self.init(
            name: try top.decode(String.self, forKey: .name),
            accessKey: try top.decode(EncryptedCodableString.self, forKey: .accessKey),
            atmCode: try top.decode(EncryptedCodableString.self, forKey: .atmCode),
            addedOn: try top.decode(Date.self, forKey: .addedOn),
            street: mailing.street,
            city: mailing.city,
            zip: mailing.zip,
            homePhone: reach.homePhone,
            cellularPhone: reach.cellularPhone,
            email: reach.email,
            website: nil
        )
    }
}
