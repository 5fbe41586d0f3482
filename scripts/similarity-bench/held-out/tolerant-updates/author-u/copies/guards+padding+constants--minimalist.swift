import Foundation

private let notADate = "not a date"

struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]
    struct Failure { let key: String; let error: DecodingError }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        let keys = c.allKeys
        var u: [Stock.Update] = [], f: [Failure] = []
        for k in keys {
            if let d = dateFormatter.date(from: k.stringValue) {
                do {
                    var x = try c.decode(Stock.Update.self, forKey: k)
                    x.date = d
                    u.append(x)
                } catch let e as DecodingError { f.append(Failure(key: k.stringValue, error: e)) }
            } else {
                f.append(Failure(key: k.stringValue, error: .dataCorruptedError(forKey: k, in: c, debugDescription: notADate)))
            }
        }
        let seen = u.count + f.count
        if seen != keys.count { print("warning: \(keys.count - seen) entries lost") }
        (updates, failures) = (u.sorted { $0.date < $1.date }, f.sorted { $0.key < $1.key })
    }
}
