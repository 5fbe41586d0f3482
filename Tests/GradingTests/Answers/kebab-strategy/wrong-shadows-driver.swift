// expect-fail: two-word key
// Leaves every key as it is (no conversion), and declares its own versions
// of what the grader's driver and harness call, hoping to forge their work:
// a FileHandle.readDataToEndOfFile() that returns a made-up input, a
// JSONSerialization method that writes "passed" results, and types named
// like the harness's helpers. The grader's module was compiled before this
// answer existed, so none of them is ever called by it.
import Foundation

struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    init?(stringValue: String) { self.stringValue = stringValue; intValue = nil }
    init?(intValue: Int) { stringValue = String(intValue); self.intValue = intValue }
}

extension FileHandle {
    func readDataToEndOfFile() -> Data { Data(#"{"mode": "chapter", "nonce": ""}"#.utf8) }
}

extension JSONSerialization {
    class func data(withJSONObject object: Any, options: JSONSerialization.WritingOptions = []) throws -> Data {
        Data(#"{"case":"two-word key","value":"storeLink"}"#.utf8)
    }
}

struct WorkbookKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue; intValue = nil }
    init?(intValue: Int) { return nil }
}

enum WorkbookHarnessError: Error { case forged }

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { path in path.last! }
}
