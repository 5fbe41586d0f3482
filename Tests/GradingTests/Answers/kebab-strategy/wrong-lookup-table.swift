// expect-fail: generated
// A lookup table of every kebab-case key in the fixed cases and the chapter's
// fixture, with no conversion at all: right on all of them, wrong on any key
// it has not seen.
import Foundation

struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    init?(stringValue: String) { self.stringValue = stringValue; intValue = nil }
    init?(intValue: Int) { stringValue = String(intValue); self.intValue = intValue }
}

let knownKebabKeys: [String: String] = [
    "book-id": "bookId",
    "book-info": "bookInfo",
    "book-list": "bookList",
    "chapter-1-page-count": "chapter1PageCount",
    "cover-art": "coverArt",
    "edition-2": "edition2",
    "first-edition": "firstEdition",
    "first-print-run-size": "firstPrintRunSize",
    "image-blob": "imageBlob",
    "image-blob-url": "imageBlobUrl",
    "isbn-13": "isbn13",
    "last-edited-by-name": "lastEditedByName",
    "last-updated-on-day": "lastUpdatedOnDay",
    "page-2-title": "page2Title",
    "page-count": "pageCount",
    "pixel-height": "pixelHeight",
    "pixel-width": "pixelWidth",
    "release-notes": "releaseNotes",
    "second-edition-year": "secondEditionYear",
    "shelf-items": "shelfItems",
    "store-link": "storeLink",
    "tag-list": "tagList",
    "x-y-z": "xYZ",
]

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let key = codingPath.last!
        return knownKebabKeys[key.stringValue].flatMap { AnyCodingKey(stringValue: $0) } ?? key
    }
}
