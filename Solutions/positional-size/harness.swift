// Harness for `positional-size`: decodes sizes ("decode") with the learner's `init(from:)`, or encodes sizes
// ("encode": [[width, height, depth], …]) with their `encode(to:)`: the first alone, all in an array, or the
// first under the key "size" ("wrap": single, array or object). Errors propagate.
import Foundation

enum WorkbookExercise: TypedHarness {
    struct Input: Decodable {
        var decode: WorkbookJSON?
        var encode: [[Int]]?
        var wrap: WorkbookWrap?
    }

    static func run(_ input: Input) throws -> WorkbookJSON {
        // The object's key is "size", as in the chapter's parcels.
        let wrap = input.wrap.map { $0 == .single || $0 == .array ? $0 : .object("size") } ?? .single
        if let json = input.decode {
            return try json.decode(Dimensions.self, wrap: wrap) { size -> WorkbookJSON in
                ["width": .integer(size.width), "height": .integer(size.height), "depth": .integer(size.depth)]
            }
        }
        let sizes = try (input.encode ?? []).map { numbers in
            guard numbers.count == 3 else { throw WorkbookHarnessFault("each size to encode needs three numbers") }
            return Dimensions(width: numbers[0], height: numbers[1], depth: numbers[2])
        }
        return try WorkbookJSON.encoding(sizes, wrap: wrap)
    }
}
