import Foundation

extension StaffMember: Decodable {
    private enum KindKey: String, CodingKey {
        case bench
        case route
    }

    private static var shapeLog: [String] = []

    private static func clashError(_ probe: KeyedDecodingContainer<KindKey>) -> DecodingError {
        let note = "A staff record cannot have both a bench and a route"
        shapeLog.append("refused at \(probe.codingPath.count) levels deep: \(note)")
        return DecodingError.dataCorruptedError(forKey: .route, in: probe, debugDescription: note)
    }

    private static func unknownShapeError(_ source: Decoder) -> DecodingError {
        let note = "A staff record needs either a bench or a route"
        shapeLog.append("refused: \(note)")
        return DecodingError.dataCorrupted(DecodingError.Context(codingPath: source.codingPath, debugDescription: note))
    }

    init(from source: Decoder) throws {
        let probe = try source.container(keyedBy: KindKey.self)
        let atBench = probe.contains(.bench)
        let onRoad = probe.contains(.route)
        let seenKeys = probe.allKeys.count
        assert(seenKeys == (atBench ? 1 : 0) + (onRoad ? 1 : 0), "allKeys and contains must agree")
        Self.shapeLog.append("record with bench=\(atBench) route=\(onRoad)")

        switch (atBench, onRoad) {
        case (true, false):
            self = .maker(try Maker(from: source))
        case (false, true):
            self = .driver(try Driver(from: source))
        case (true, true):
            throw Self.clashError(probe)
        case (false, false):
            throw Self.unknownShapeError(source)
        }
    }
}
