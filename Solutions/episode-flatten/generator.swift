import Foundation

/// Varied catalogue pages for episode-flatten: episodes with other names,
/// dates in three decoder strategies, every combination of missing and null
/// optional fields, domain ids known and repeated (unknown ones in rule 4's
/// cases), extra keys at
/// every level, and elements with a required key missing or mistyped, or
/// with keys spelled in camel case. The expected results come from the reference answer.
enum WorkbookGenerator {
    /// A case's input (the harness's Input).
    struct Page: Encodable {
        var elements: [WorkbookJSON]
        let dates: String
    }

    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        var cases = WorkbookCases(naming: .generated)
        func page(_ count: Int, dates: String, extras: Extras = [], _ change: (inout WorkbookJSON, inout WorkbookRandom) -> Void = { _, _ in }) -> Page {
            var elements: [WorkbookJSON] = []
            for _ in 0..<count {
                var element = workbookElement(&random, dates: dates, extras: extras)
                change(&element, &random)
                elements.append(element)
            }
            return Page(elements: elements, dates: dates)
        }
        let strategies = ["iso8601", "seconds", "formatted"]
        // Each rule compares only the fields it fixes; the date strategy is
        // rule 2's, so the other rules' pages use ISO 8601.
        func only(_ fields: [String]) -> WorkbookCompare { WorkbookCompare(only: fields.map { "$[].\($0)" }) }

        for count in [0, 1, random.int(in: 2...6)] {
            cases.add(1, "\(count) episodes", page(count, dates: "iso8601", extras: .element), compare: only(["id"]))
        }
        for dates in strategies {
            cases.add(2, "dates read by the decoder's strategy (\(dates))", page(random.int(in: 1...3), dates: dates, extras: .attributes), compare: only(["name", "released", "summary"]))
        }
        for _ in 0..<3 {
            cases.add(3, "optional fields missing or null", page(random.int(in: 2...4), dates: "iso8601") { element, random in
                for key in ["difficulty", "video_identifier"] {
                    switch random.int(in: 0...2) {
                    case 0: element["attributes"]?[key] = nil
                    case 1: element["attributes"]?[key] = WorkbookJSON.null
                    default: break
                    }
                }
            }, compare: only(["difficulty", "videoID"]))
        }
        for _ in 0..<3 {
            cases.add(4, "platforms mapped in order", page(random.int(in: 1...3), dates: "iso8601") { element, random in
                let ids = (0..<random.int(in: 0...6)).map { _ in String(random.int(in: 1...12)) }
                element["relationships"] = WorkbookJSON(["domains": ["data": ids.map { ["id": $0, "type": "domains"] }]])
            }, compare: only(["platforms"]))
        }
        for _ in 0..<4 {
            var input = page(random.int(in: 1...3), dates: "iso8601")
            let at = random.int(in: 0...(input.elements.count - 1))
            workbookBreak(&input.elements[at], &random)
            cases.add(5, "a required key missing or mistyped", input)
        }
        // Only released_at is spelled in camel case alone: what follows is
        // the throw of a missing date, the one way a key matched loosely
        // shows. A summary spelled so would lean on rule 5's throw for a
        // missing description_plain_text, which an answer may break alone;
        // descriptionPlainText is checked beside its snake_case key instead.
        for _ in 0..<2 {
            cases.add(6, "keys in camel case", page(random.int(in: 1...2), dates: "iso8601") { element, _ in
                let released = element["attributes"]?["released_at"]
                element["attributes"]?["releasedAt"] = released
                element["attributes"]?["released_at"] = nil
            }, compare: only(["difficulty", "videoID"]))
        }
        // Beside them, camel-case keys of another type: an answer that reads
        // them throws. Only that each element decodes is compared; what it
        // holds is the other rules'.
        cases.add(6, "camel-case keys beside the snake_case ones", page(random.int(in: 1...2), dates: "iso8601") { element, random in
            element["attributes"]?["releasedAt"] = WorkbookJSON(random.bool())
            element["attributes"]?["descriptionPlainText"] = WorkbookJSON(random.int(in: 1...999))
        }, compare: WorkbookCompare(anyValue: ["$[]"]))
        // No rule of this exercise names a kind of DecodingError.
        return cases.all.map { generated in
            var item = generated
            item.anyDecodingError = true
            return item
        }
    }

    /// Keys no rule reads, beside the ones it does: an element's own (a
    /// `type`, a relationship but `domains`), which rule 1 says are ignored,
    /// and an episode's attributes (`duration`, `free`), rule 2's.
    struct Extras: OptionSet {
        let rawValue: Int
        static let element = Extras(rawValue: 1)
        static let attributes = Extras(rawValue: 2)
    }

    /// An element of a page, with the `extras` asked for: the other rules'
    /// elements hold none, so an answer that refuses them fails rule 1 or 2
    /// alone.
    static func workbookElement(_ random: inout WorkbookRandom, dates: String, extras: Extras = []) -> WorkbookJSON {
        let seconds = random.int(in: 1_600_000_000...1_800_000_000)
        let millis = random.element(of: [0, 0, 250, 500, 125, 999])
        let released: WorkbookJSON
        switch dates {
        case "seconds": released = WorkbookJSON(Double(seconds) + Double(millis) / 1000)
        case "formatted": released = WorkbookJSON(workbookText(seconds, format: "yyyy-MM-dd HH:mm:ss"))
        default:
            released = WorkbookJSON(workbookText(seconds, format: "yyyy-MM-dd'T'HH:mm:ss")
                + (millis == 0 ? "" : String(format: ".%03d", millis)) + "Z")
        }
        var attributes: [String: WorkbookJSON] = [
            "name": WorkbookJSON((0..<random.int(in: 1...5)).map { _ in random.word(letters: 2...9) }.joined(separator: " ").capitalized),
            "released_at": released,
            "description_plain_text": WorkbookJSON((0..<random.int(in: 0...12)).map { _ in random.word(letters: 1...8) }.joined(separator: " ")),
            "difficulty": WorkbookJSON(random.element(of: ["beginner", "intermediate", "advanced"])),
            "video_identifier": WorkbookJSON(random.int(in: 1...99_999)),
        ]
        let duration = random.int(in: 60...3600), free = random.bool()
        if random.bool() && extras.contains(.attributes) { attributes["duration"] = WorkbookJSON(duration) }
        if random.bool() && extras.contains(.attributes) { attributes["free"] = WorkbookJSON(free) }
        // Known ids only (repeats allowed): unknown ids are rule 4's cases.
        let ids = (0..<random.int(in: 0...4)).map { _ in String(random.int(in: 1...4)) }
        var relationships: [String: WorkbookJSON] = ["domains": WorkbookJSON(["data": ids.map { ["id": $0, "type": "domains"] }])]
        if random.bool() && extras.contains(.element) { relationships["progression"] = ["data": .null] }
        var element: [String: WorkbookJSON] = [
            "id": WorkbookJSON(String(random.int(in: 1000...9999))),
            "attributes": WorkbookJSON(attributes),
            "relationships": WorkbookJSON(relationships),
        ]
        if random.bool() && extras.contains(.element) { element["type"] = "episodes" }
        return WorkbookJSON(element)
    }

    /// Removes a required key or gives a value the wrong type.
    static func workbookBreak(_ element: inout WorkbookJSON, _ random: inout WorkbookRandom) {
        switch random.int(in: 0...7) {
        case 0: element["id"] = nil
        case 1: element["id"] = WorkbookJSON(random.int(in: 1...999))
        case 2: element["attributes"]?["name"] = nil
        case 3: element["attributes"]?["description_plain_text"] = nil
        case 4: element["attributes"]?["video_identifier"] = WorkbookJSON(String(random.int(in: 1...999)))
        case 5: element["attributes"]?["difficulty"] = WorkbookJSON(random.int(in: 1...3))
        case 6: element["relationships"] = ["domains": ["data": .null]]
        default: element["relationships"] = nil
        }
    }

    static func workbookText(_ seconds: Int, format: String) -> String {
        DateFormatter.workbookUTC(format).string(from: Date(timeIntervalSince1970: Double(seconds)))
    }
}
