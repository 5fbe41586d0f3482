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

        func tryEntry(_ k: AnyCodingKey) -> Result<Stock.Update, DecodingError> {
            guard let moment = dateFormatter.date(from: k.stringValue) else {
                return .failure(.dataCorruptedError(forKey: k, in: container,
                                                    debugDescription: "unreadable timestamp \(k.stringValue)"))
            }
            do {
                var u = try container.decode(Stock.Update.self, forKey: k)
                u.date = moment
                return .success(u)
            } catch {
                return .failure(error as! DecodingError)
            }
        }

        var ok: [Stock.Update] = []
        var broken: [Failure] = []

        for k in container.allKeys {
            switch tryEntry(k) {
            case .success(let u):
                ok.append(u)
            case .failure(let err):
                broken.append(Failure(key: k.stringValue, error: err))
            }
        }

        ok.sort { $0.date < $1.date }
        broken.sort { $0.key < $1.key }
        updates = ok
        failures = broken
    }
}
