// The least a learner runs by hand to try the answer of userinfo-interval:
// the answer, this file and stand-ins for the chapter's names it uses,
// nothing else of the chapter (scripts/baseline.sh).
import Foundation

struct Stock { let info: String; let symbol: String; let refreshedAt: Date; let updates: [Update] }
extension Stock { struct Update: Decodable { let open: Float; var date = Date(timeIntervalSince1970: 0); enum CodingKeys: CodingKey { case open } } }
extension CodingUserInfoKey { static let timeInterval = CodingUserInfoKey(rawValue: "timeInterval")! }
struct AnyCodingKey: CodingKey {
    let stringValue: String; let intValue: Int? = nil
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { nil }
}
let dateFormatter: DateFormatter = { let f = DateFormatter(); f.dateFormat = "yyyy-MM-dd HH:mm:ss"; f.timeZone = TimeZone(identifier: "UTC"); return f }()
extension Optional { func unwrapOrThrow(_ error: Error) throws -> Wrapped { guard let value = self else { throw error }; return value } }
let json = #"{"Meta Data": {"1. Information": "i", "2. Symbol": "RAY", "3. Last Refreshed": "2020-08-14 20:00:00"}, "Time Series (5min)": {"2020-08-14 20:00:00": {"open": 1.5}}}"#
let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .formatted(dateFormatter)
decoder.userInfo[.timeInterval] = 5
print(try decoder.decode(Stock.self, from: Data(json.utf8)))
