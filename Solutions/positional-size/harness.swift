// Harness for `positional-size`: decodes sizes ("decode") with the learner's `init(from:)`, or encodes sizes
// ("encode": [[width, height, depth], …]) with their `encode(to:)`: the first alone, all in an array, or the
// first under the key "size" ("wrap": single, array or object). Errors propagate.
import Foundation

enum WorkbookExercise: TypedHarness {
    static func run(_ input: WorkbookCoding<[Int]>) throws -> WorkbookJSON {
        // The object's key is "size", as in the chapter's parcels.
        try input.run(Dimensions.self, in: input.place(object: "object", key: "size")) { size -> WorkbookJSON in
            ["width": .integer(size.width), "height": .integer(size.height), "depth": .integer(size.depth)]
        } make: { numbers in
            guard numbers.count == 3 else { throw WorkbookHarnessFault("each size to encode needs three numbers") }
            return Dimensions(width: numbers[0], height: numbers[1], depth: numbers[2])
        }
    }
}
