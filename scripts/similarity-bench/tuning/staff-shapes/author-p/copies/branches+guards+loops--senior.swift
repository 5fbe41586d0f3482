extension StaffMember: Decodable {
    private enum ShapeKey: String, CodingKey {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: ShapeKey.self)
        var hasBench = false
        var hasRoute = false
        for key in container.allKeys {
            switch key {
            case .bench: hasBench = true
            case .route: hasRoute = true
            }
        }

        guard hasBench != hasRoute else {
            throw DecodingError.ambiguousShape(
                at: decoder.codingPath,
                hasBench ? "has both `bench` and `route`" : "has neither `bench` nor `route`")
        }
        if hasBench {
            self = .maker(try Maker(from: decoder))
        } else {
            self = .driver(try Driver(from: decoder))
        }
    }
}

private extension DecodingError {
    static func ambiguousShape(at codingPath: [CodingKey], _ detail: String) -> Self {
        .dataCorrupted(Context(codingPath: codingPath, debugDescription: "Staff record \(detail)"))
    }
}
