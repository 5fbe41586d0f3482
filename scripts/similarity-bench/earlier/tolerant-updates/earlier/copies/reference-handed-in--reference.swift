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
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        var ok: [Stock.Update] = []
        var failed: [Failure] = []

        for k in container.allKeys {
            do {
                let d = try dateFormatter.date(from: k.stringValue).unwrapOrThrow(
                    DecodingError.dataCorruptedError(
                        forKey: k, in: container,
                        debugDescription: "\"\(k.stringValue)\" is not a valid date"))
                var u = try container.decode(Stock.Update.self, forKey: k)
                u.date = d
                ok.append(u)
            } catch let e as DecodingError {
                failed.append(Failure(key: k.stringValue, error: e))
            }
        }

        updates = ok.sorted { $0.date < $1.date }
        failures = failed.sorted { $0.key < $1.key }
    }
}
