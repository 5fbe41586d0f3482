import Foundation

extension StaffMember: Decodable {
    // The pair of keys that reveals what kind of worker a record describes.
    enum WorkerKindKeys: String, CodingKey {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        // A keyed view restricted to the kind keys (non-objects fail here with typeMismatch).
        let kindKeysView: KeyedDecodingContainer<WorkerKindKeys> = try decoder.container(keyedBy: WorkerKindKeys.self)
        let currentPath: [CodingKey] = decoder.codingPath

        if kindKeysView.contains(.bench) && kindKeysView.contains(.route) {
            // Conflicting keys: refuse the record instead of guessing.
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: currentPath,
                debugDescription: "A staff record cannot have both 'bench' and 'route'"))
        } else if kindKeysView.contains(.bench) {
            // Workbench present: decode with Maker's own keys.
            self = .maker(try Maker(from: decoder))
        } else if kindKeysView.contains(.route) {
            // Delivery route present: decode with Driver's own keys.
            self = .driver(try Driver(from: decoder))
        } else {
            // No kind key present at all: the record is of an unknown shape.
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: currentPath,
                debugDescription: "A staff record needs either 'bench' or 'route'"))
        }
    }
}
