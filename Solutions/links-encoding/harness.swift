import Foundation

/// Input of one case:
///   {"self": href, "plants": href, "sensors": href | null | absent, "wrap": Bool}
/// builds a `Bed.Links` from the three URLs and encodes it with a plain
/// `JSONEncoder`: on its own (the top-level value is the array), or, when
/// `wrap` is true, as the value of "@links" in an object.
///
/// Result: the encoder's output, raw. Errors propagate.
enum WorkbookExercise: TypedHarness {
    struct Input: Decodable {
        let selfLink, plants: URL
        var sensors: URL?
        var wrap: Bool?
        enum CodingKeys: String, CodingKey { case selfLink = "self", plants, sensors, wrap }
    }

    static func run(_ input: Input) throws -> WorkbookJSON {
        let links = Bed.Links(selfLink: Link(url: input.selfLink), plants: Link(url: input.plants), sensors: input.sensors.map { Link(url: $0) })
        return try WorkbookJSON.encoding([links], wrap: input.wrap == true ? .object("@links") : .single)
    }
}
