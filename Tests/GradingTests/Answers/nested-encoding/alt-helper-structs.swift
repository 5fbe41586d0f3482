// expect-pass
// A different style: the two groups are small private Encodable structs of
// their own (synthesized), encoded as values under the top-level keys.
import Foundation
import Crypto

private struct PostalPart: Encodable {
    let street: String
    let city: String
    let zip: Int
}

private struct ReachPart: Encodable {
    let homePhone: String
    let cellularPhone: String
    let email: String
}

extension Customer: Encodable {
    private var postalPart: PostalPart {
        PostalPart(street: street, city: city, zip: zip)
    }

    private var reachPart: ReachPart {
        ReachPart(homePhone: homePhone, cellularPhone: cellularPhone, email: email)
    }

    public func encode(to encoder: Encoder) throws {
        var top = encoder.container(keyedBy: CustomerKeys.self)
        try top.encode(name, forKey: .name)
        try top.encode(accessKey, forKey: .accessKey)
        try top.encode(atmCode, forKey: .atmCode)
        try top.encode(addedOn, forKey: .addedOn)
        try top.encode(postalPart, forKey: .address)
        try top.encode(reachPart, forKey: .contactInfo)
    }
}
