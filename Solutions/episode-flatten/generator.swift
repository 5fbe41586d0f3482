import Foundation

/// Varied catalogue pages for episode-flatten: episodes with other names,
/// dates in three decoder strategies, every combination of missing and null
/// optional fields, domain ids known and repeated (unknown ones in rule 4's
/// cases), extra keys at
/// every level, and elements with a required key missing or mistyped, or
/// with keys spelled in camel case. The expected results come from the reference answer.
enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        var cases = WorkbookNumberedCases()
        func page(_ count: Int, dates: String, _ change: (inout [String: Any], inout WorkbookRandom) -> Void = { _, _ in }) -> [String: Any] {
            var elements: [Any] = []
            for _ in 0..<count {
                var element = workbookElement(&random, dates: dates)
                change(&element, &random)
                elements.append(element)
            }
            return ["elements": elements, "dates": dates]
        }
        let strategies = ["iso8601", "seconds", "formatted"]
        // Each rule compares only the fields it fixes; the date strategy is
        // rule 2's, so the other rules' pages use ISO 8601.
        func only(_ fields: [String]) -> [String: Any] { ["only": fields.map { "$[].\($0)" }] }

        for count in [0, 1, random.int(in: 2...6)] {
            cases.add("\(count) episodes", 1,
                "Each element has id, attributes and relationships; other keys are ignored.",
                page(count, dates: "iso8601"), compare: only(["id"]))
        }
        for dates in strategies {
            cases.add("dates read by the decoder's strategy (\(dates))", 2,
                "name, released_at (in the decoder's date format) and description_plain_text become name, released and summary.",
                page(random.int(in: 1...3), dates: dates), compare: only(["name", "released", "summary"]))
        }
        for _ in 0..<3 {
            cases.add("optional fields missing or null", 3,
                "difficulty and video_identifier may be missing or null, and are then nil.",
                page(random.int(in: 2...4), dates: "iso8601") { element, random in
                    var attributes = element["attributes"] as! [String: Any]
                    for key in ["difficulty", "video_identifier"] {
                        switch random.int(in: 0...2) {
                        case 0: attributes[key] = nil
                        case 1: attributes[key] = NSNull()
                        default: break
                        }
                    }
                    element["attributes"] = attributes
                }, compare: only(["difficulty", "videoID"]))
        }
        for _ in 0..<3 {
            cases.add("platforms mapped in order", 4,
                "platforms are the ids in relationships.domains.data, in order, mapped through platformNames; unknown ids skipped.",
                page(random.int(in: 1...3), dates: "iso8601") { element, random in
                    let ids = (0..<random.int(in: 0...6)).map { _ in String(random.int(in: 1...12)) }
                    element["relationships"] = ["domains": ["data": ids.map { ["id": $0, "type": "domains"] }]]
                }, compare: only(["platforms"]))
        }
        for _ in 0..<4 {
            var input = page(random.int(in: 1...3), dates: "iso8601")
            var elements = input["elements"] as! [Any]
            let at = random.int(in: 0...(elements.count - 1))
            var element = elements[at] as! [String: Any]
            workbookBreak(&element, &random)
            elements[at] = element
            input["elements"] = elements
            cases.add("a required key missing or mistyped", 5,
                "Any other missing key, or a value of the wrong type, throws a DecodingError.", input)
        }
        // Only released_at is spelled in camel case alone: what follows is
        // the throw of a missing date, the one way a key matched loosely
        // shows. A summary spelled so would lean on rule 5's throw for a
        // missing description_plain_text, which an answer may break alone;
        // descriptionPlainText is checked beside its snake_case key instead.
        for _ in 0..<2 {
            cases.add("keys in camel case", 6,
                "The key strategy is the default: releasedAt is not released_at.",
                page(random.int(in: 1...2), dates: "iso8601") { element, random in
                    var attributes = element["attributes"] as! [String: Any]
                    attributes["releasedAt"] = attributes["released_at"]
                    attributes["released_at"] = nil
                    element["attributes"] = attributes
                }, compare: only(["difficulty", "videoID"]))
        }
        // Beside them, camel-case keys of another type: an answer that reads
        // them throws. Only that each element decodes is compared; what it
        // holds is the other rules'.
        cases.add("camel-case keys beside the snake_case ones", 6,
            "Keys are matched exactly as written: releasedAt and descriptionPlainText are other keys, ignored whatever they hold.",
            page(random.int(in: 1...2), dates: "iso8601") { element, random in
                var attributes = element["attributes"] as! [String: Any]
                attributes["releasedAt"] = random.bool()
                attributes["descriptionPlainText"] = random.int(in: 1...999)
                element["attributes"] = attributes
            }, compare: ["anyValue": ["$[]"]])
        // No rule of this exercise names a kind of DecodingError.
        return cases.all.map { generated in
            var item = generated
            item.anyDecodingError = true
            return item
        }
    }

    static func workbookElement(_ random: inout WorkbookRandom, dates: String) -> [String: Any] {
        let seconds = random.int(in: 1_600_000_000...1_800_000_000)
        let millis = random.element(of: [0, 0, 250, 500, 125, 999])
        let released: Any
        switch dates {
        case "seconds": released = Double(seconds) + Double(millis) / 1000
        case "formatted": released = workbookText(seconds, format: "yyyy-MM-dd HH:mm:ss")
        default:
            released = workbookText(seconds, format: "yyyy-MM-dd'T'HH:mm:ss")
                + (millis == 0 ? "" : String(format: ".%03d", millis)) + "Z"
        }
        var attributes: [String: Any] = [
            "name": (0..<random.int(in: 1...5)).map { _ in random.word(letters: 2...9) }.joined(separator: " ").capitalized,
            "released_at": released,
            "description_plain_text": (0..<random.int(in: 0...12)).map { _ in random.word(letters: 1...8) }.joined(separator: " "),
            "difficulty": random.element(of: ["beginner", "intermediate", "advanced"]),
            "video_identifier": random.int(in: 1...99_999),
        ]
        if random.bool() { attributes["duration"] = random.int(in: 60...3600) }
        if random.bool() { attributes["free"] = random.bool() }
        // Known ids only (repeats allowed): unknown ids are rule 4's cases.
        let ids = (0..<random.int(in: 0...4)).map { _ in String(random.int(in: 1...4)) }
        var relationships: [String: Any] = ["domains": ["data": ids.map { ["id": $0, "type": "domains"] }]]
        if random.bool() { relationships["progression"] = ["data": NSNull()] }
        var element: [String: Any] = [
            "id": String(random.int(in: 1000...9999)),
            "attributes": attributes,
            "relationships": relationships,
        ]
        if random.bool() { element["type"] = "episodes" }
        return element
    }

    /// Removes a required key or gives a value the wrong type.
    static func workbookBreak(_ element: inout [String: Any], _ random: inout WorkbookRandom) {
        var attributes = element["attributes"] as! [String: Any]
        switch random.int(in: 0...7) {
        case 0: element["id"] = nil
        case 1: element["id"] = random.int(in: 1...999)
        case 2: attributes["name"] = nil
        case 3: attributes["description_plain_text"] = nil
        case 4: attributes["video_identifier"] = String(random.int(in: 1...999))
        case 5: attributes["difficulty"] = random.int(in: 1...3)
        case 6: element["relationships"] = ["domains": ["data": NSNull()]]
        default: element["relationships"] = nil
        }
        element["attributes"] = attributes
    }

    static func workbookText(_ seconds: Int, format: String) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = format
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date(timeIntervalSince1970: Double(seconds)))
    }
}
