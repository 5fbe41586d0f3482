import Foundation

/// Varied beds for links-encoding: URLs with other hosts, ports, paths and
/// queries, with and without a sensors link, encoded on their own or inside
/// an object. The expected results come from the reference answer.
enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        var cases = WorkbookNumberedCases()
        // The rels and the order are rule 2's: rules 3 and 4 compare the
        // hrefs written, in any order.
        let hrefs: [String: Any] = ["only": ["$[].href", "$.@links[].href"], "unordered": ["$", "$.@links"]]
        // Rule 2's cases compare the rels in their order, not what else an
        // object holds (rule 1's) nor its href (rule 3's).
        let rels: [String: Any] = ["only": ["$[].rel", "$.@links[].rel"]]
        for _ in 0..<3 {
            cases.add("a bed with sensors", 1,
                "Bed.Links encodes as a JSON array with one object per link, each with exactly the keys rel and href.",
                workbookBed(&random, sensors: true, wrap: random.bool()))
        }
        for _ in 0..<3 {
            cases.add("links in order", 2,
                "The objects come in the order self, plants, sensors, each rel the stringValue of its Bed.Rel case.",
                workbookBed(&random, sensors: true, wrap: false), compare: rels)
        }
        for _ in 0..<3 {
            cases.add("URLs with paths, queries and ports", 3,
                "href is the link's URL written as its absoluteString.",
                workbookBed(&random, sensors: true, wrap: random.bool(), fancy: true), compare: hrefs)
        }
        for _ in 0..<3 {
            cases.add("a bed without sensors", 4,
                "When sensors is nil its object is left out: two objects, and no null.",
                workbookBed(&random, sensors: false, wrap: random.bool()), compare: hrefs)
        }
        return cases.all
    }

    static func workbookBed(_ random: inout WorkbookRandom, sensors: Bool, wrap: Bool,
                            fancy: Bool = false) -> [String: Any] {
        let host = fancy
            ? random.element(of: ["http://localhost:\(random.int(in: 1024...9999))", "https://api.\(random.word(letters: 3...8)).example", "https://greenhouse.example:8443"])
            : random.element(of: ["https://greenhouse.example", "https://\(random.word(letters: 3...8)).example"])
        let bed = "/beds/\(random.word(letters: 3...7))-\(random.int(in: 1...40))"
        var input: [String: Any] = [
            "self": host + bed,
            "plants": host + bed + "/plants" + (fancy ? "?page=\(random.int(in: 1...9))&size=\(random.int(in: 5...50))" : ""),
            "wrap": wrap,
        ]
        if sensors {
            input["sensors"] = host + bed + "/sensors" + (fancy && random.bool() ? "/latest?unit=percent" : "")
        } else if random.bool() {
            input["sensors"] = NSNull()
        }
        return input
    }
}
