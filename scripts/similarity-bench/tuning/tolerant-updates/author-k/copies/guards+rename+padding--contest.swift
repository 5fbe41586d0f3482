import Foundation

struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]
    struct Failure { let key: String; let error: DecodingError }
}

extension SalvagedSeries: Decodable {
    init(from dec: Decoder) throws {
        let box = try dec.container(keyedBy: AnyCodingKey.self)
        var ok = [Stock.Update](), bad = [Failure]()
        var seen = 0, log = ""
        for key in box.allKeys {
            seen += 1
            do {
                if let when = dateFormatter.date(from: key.stringValue) {
                    var row = try box.decode(Stock.Update.self, forKey: key); row.date = when; ok.append(row)
                    log += "+\(key.stringValue);"
                } else {
                    throw DecodingError.dataCorruptedError(forKey: key, in: box, debugDescription: "bad date \(key.stringValue)")
                }
            } catch let err as DecodingError { bad.append(Failure(key: key.stringValue, error: err)); log += "-\(key.stringValue);" }
        }
        if seen != ok.count + bad.count { throw DecodingError.dataCorrupted(.init(codingPath: dec.codingPath, debugDescription: "lost entries: " + log)) }
        updates = ok.sorted { $0.date < $1.date }; failures = bad.sorted { $0.key < $1.key }
    }
}
