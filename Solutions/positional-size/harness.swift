// Harness for `positional-size`: decodes sizes with the learner's
// `init(from:)` or encodes them with their `encode(to:)`, and returns the raw
// result. It judges nothing; errors propagate (rules 2 to 5 ask only for *a*
// DecodingError, so their cases expect "anyDecodingError").
//
// Input, one of:
//   {"decode": <JSON>, "wrap": "single"|"array"|"object"}
//      one Dimensions (a top-level value), an array of them, or the value
//      of the key "size" of an object.
//   {"encode": [[width, height, depth], ...], "wrap": "single"|"array"|"object"}
//      the first size alone, all of them as an array, or the first as the
//      value of the key "size".
// Result: decoded sizes as {"width", "height", "depth"} (one, or an array);
// encoded sizes as the JSON written.
import Foundation

enum WorkbookExercise: TypedHarness {
    struct Input: Decodable {
        var decode: WorkbookJSON?
        var encode: [[Int]]?
        var wrap: WorkbookWrap?
    }

    struct Size: Encodable {
        let width, height, depth: Int
    }

    static func run(_ input: Input) throws -> WorkbookJSON {
        // The object's key is "size", as in the chapter's parcels.
        let wrap = input.wrap.map { $0 == .single || $0 == .array ? $0 : .object("size") } ?? .single
        if let json = input.decode {
            return try json.decode(Dimensions.self, wrap: wrap) { Size(width: $0.width, height: $0.height, depth: $0.depth) }
        }
        let sizes = try (input.encode ?? []).map { numbers in
            guard numbers.count == 3 else { throw WorkbookHarnessFault("each size to encode needs three numbers in the case input") }
            return Dimensions(width: numbers[0], height: numbers[1], depth: numbers[2])
        }
        return try WorkbookJSON.encoding(sizes, wrap: wrap)
    }
}
