// expect-fail: secrets are sealed in camelCase documents too
// Writes the secrets in clear text, then declares its own versions of what a
// grader might use to open sealed boxes and read its input, so that in one
// module they would win over Foundation's and Crypto's. The grader's code is
// compiled against the reference answer, so none of them is ever called.
import Crypto
import Foundation

extension Data {
    init?(base64Encoded text: String, options: Data.Base64DecodingOptions = []) {
        self.init(text.utf8)
    }
}

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
