import Foundation

struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]

    struct Failure {
        let key: String
        let error: DecodingError
    }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        var ups: [Stock.Update] = []
        var fails: [Failure] = []
        c.allKeys.forEach { key in
            let result = { () -> Result<Stock.Update, DecodingError> in
                guard let date = dateFormatter.date(from: key.stringValue) else {
                    return .failure(DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "bad date"))
                }
                do {
                    var u = try c.decode(Stock.Update.self, forKey: key)
                    u.date = date
                    return .success(u)
                } catch let e as DecodingError {
                    return .failure(e)
                } catch {
                    fatalError("\(error)")
                }
            }()
            switch result {
            case .success(let u): ups.append(u)
            case .failure(let e): fails.append(Failure(key: key.stringValue, error: e))
            }
        }
        updates = ups.sorted { $0.date < $1.date }
        failures = fails.sorted { $0.key < $1.key }
    }
}
