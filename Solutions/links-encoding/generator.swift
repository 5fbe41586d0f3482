import Foundation

/// Varied beds for links-encoding: URLs with other hosts, ports, paths and
/// queries, with and without a sensors link, encoded on their own or inside
/// an object. The expected results come from the reference answer.
enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        var cases = WorkbookCases(naming: .generated)
        // The rels and the order are rule 2's: rule 3 compares the hrefs
        // of the list written, in any order.
        let hrefs = WorkbookCompare(only: ["$.links[].href"], unordered: ["$.links"])
        // Rule 2's cases compare the rels in their order, not what else an
        // object holds (rule 1's) nor its href (rule 3's).
        let rels = WorkbookCompare.only("$.links[].rel")
        // Rule 1 compares the shape of what was written: an array, how many
        // objects, each with exactly rel and href, in any order, whatever
        // they hold; rule 4 only how many links the list holds (each an
        // object with an href, no null).
        let shape = WorkbookCompare(only: ["$.written"], unordered: ["$.written", "$.written.@links"],
                                    anyValue: ["$.written[].rel", "$.written[].href", "$.written.@links[].rel", "$.written.@links[].href"])
        let count = WorkbookCompare(only: ["$.links[].href"], unordered: ["$.links"], anyValue: ["$.links[].href"])
        for _ in 0..<3 {
            cases.add(1, "a bed with sensors", workbookBed(&random, sensors: true, wrap: random.bool()), compare: shape)
        }
        for _ in 0..<3 {
            cases.add(2, "links in order", workbookBed(&random, sensors: true, wrap: false), compare: rels)
        }
        for _ in 0..<3 {
            cases.add(3, "URLs with paths, queries and ports", workbookBed(&random, sensors: true, wrap: random.bool(), fancy: true), compare: hrefs)
        }
        for _ in 0..<3 {
            cases.add(4, "a bed without sensors", workbookBed(&random, sensors: false, wrap: random.bool()), compare: count)
        }
        return cases.all
    }

    static func workbookBed(_ random: inout WorkbookRandom, sensors: Bool, wrap: Bool,
                            fancy: Bool = false) -> [String: WorkbookJSON] {
        let host = fancy
            ? random.element(of: ["http://localhost:\(random.int(in: 1024...9999))", "https://api.\(random.word(letters: 3...8)).example", "https://greenhouse.example:8443"])
            : random.element(of: ["https://greenhouse.example", "https://\(random.word(letters: 3...8)).example"])
        let bed = "/beds/\(random.word(letters: 3...7))-\(random.int(in: 1...40))"
        var input: [String: WorkbookJSON] = [
            "self": WorkbookJSON(host + bed),
            "plants": WorkbookJSON(host + bed + "/plants" + (fancy ? "?page=\(random.int(in: 1...9))&size=\(random.int(in: 5...50))" : "")),
            "wrap": WorkbookJSON(wrap),
        ]
        if sensors {
            input["sensors"] = WorkbookJSON(host + bed + "/sensors" + (fancy && random.bool() ? "/latest?unit=percent" : ""))
        } else if random.bool() {
            input["sensors"] = WorkbookJSON.null
        }
        return input
    }
}
