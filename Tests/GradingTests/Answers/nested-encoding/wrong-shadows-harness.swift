// expect-fail: secrets are sealed in camelCase documents too
// Writes the secrets in clear text, then declares its own versions of what a
// grader might use to open sealed boxes, read its input and write its
// results, so that in one module they would win over Foundation's and
// Crypto's. The grader's module was compiled before this answer existed, so
// none of them is ever called by it. (A `Data(base64Encoded:)` of its own
// would be ambiguous with Foundation's where the chapter's code calls it:
// the chapter's code shares the answer's module, as in the learner's own
// program, so that answer would not compile.)
import Crypto
import Foundation

extension AES.GCM {
    static func open(_ box: AES.GCM.SealedBox, using key: SymmetricKey) throws -> Data {
        box.ciphertext
    }
}

extension AES.GCM.SealedBox {
    init(combined data: Data) throws {
        try self.init(nonce: AES.GCM.Nonce(), ciphertext: data, tag: Data(repeating: 0, count: 16))
    }
}

extension JSONSerialization {
    class func data(withJSONObject object: Any, options: JSONSerialization.WritingOptions = []) throws -> Data {
        Data("{\"case\":\"forged\"}".utf8)
    }
}

extension FileHandle {
    func readDataToEndOfFile() -> Data { Data() }
}

extension Customer: Encodable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CustomerKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(accessKey.value, forKey: .accessKey)
        try container.encode(atmCode.value, forKey: .atmCode)
        try container.encode(addedOn, forKey: .addedOn)
        var address = container.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        try address.encode(street, forKey: .street)
        try address.encode(city, forKey: .city)
        try address.encode(zip, forKey: .zip)
        var contactInfo = container.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
        try contactInfo.encode(homePhone, forKey: .homePhone)
        try contactInfo.encode(cellularPhone, forKey: .cellularPhone)
        try contactInfo.encode(email, forKey: .email)
    }
}
