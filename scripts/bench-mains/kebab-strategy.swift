// The least a learner runs by hand to try the answer of kebab-strategy:
// the answer and this file, nothing of the chapter (scripts/baseline.sh).
import Foundation

struct Book: Decodable { let storeLink: URL; let bookInfo: [String: Int] }
let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromKebabCase
let json = #"{"store-link": "https://example.com/b", "book-info": {"page-count": 3}}"#
let book = try decoder.decode(Book.self, from: Data(json.utf8))
print(book.storeLink, book.bookInfo, AnyCodingKey(stringValue: "a-b")!.stringValue)
