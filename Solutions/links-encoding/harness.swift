import Foundation

/// Input of one case:
///   {"self": href, "plants": href, "sensors": href | null | absent, "wrap": Bool}
/// builds a `Bed.Links` from the three URLs and encodes it with a plain
/// `JSONEncoder`: on its own (the top-level value is the array), or, when
/// `wrap` is true, as the value of "@links" in an object.
///
/// Result: {"written": the encoder's output, raw; "links": the list the
/// `Bed.Links` value wrote: what it wrote when that is an array, or else the
/// one array an object it wrote holds (`{"links": [...]}`)}. Rule 1's cases
/// compare `written` (an array of objects with exactly `rel` and `href`);
/// rules 2 to 4 compare `links`, so a list wrapped in an object is rule 1's
/// alone. Errors propagate.
enum WorkbookExercise: TypedHarness {
    struct Input: Decodable {
        let selfLink, plants: URL
        var sensors: URL?
        var wrap: Bool?
        enum CodingKeys: String, CodingKey { case selfLink = "self", plants, sensors, wrap }
    }

    static func run(_ input: Input) throws -> WorkbookJSON {
        let links = Bed.Links(selfLink: Link(url: input.selfLink), plants: Link(url: input.plants), sensors: input.sensors.map { Link(url: $0) })
        let written = try WorkbookJSON.encoding([links], wrap: input.wrap == true ? .object("@links") : .single)
        var list = input.wrap == true ? written["@links"] ?? .null : written
        if case let .object(fields) = list {
            let arrays = fields.map(\.1).filter { if case .array = $0 { true } else { false } }
            if arrays.count == 1 { list = arrays[0] }
        }
        return ["written": written, "links": list]
    }
}
