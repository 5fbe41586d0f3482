// Varied links for `link-method`: fetch and send links of several resource and body types, hrefs of every shape,
// extra keys, methods that are wrong or in the wrong case, objects without href or method, and links of both
// kinds encoded. The expected results come from the reference answer.
import Foundation

enum WorkbookGenerator {
    typealias Input = WorkbookExercise.Input
    static let fetchKinds = ["fetch-plant", "fetch-waterings", "fetch-bed"]
    static let sendKinds = ["send-watering", "send-plants", "send-text"]

    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        var cases = WorkbookCases(naming: .generated)
        /// A link of a fetch or a send kind to decode, its object's method `method`.
        func link(fetch: Bool, method: String, extras: Bool = false) -> Input {
            Input(decode: random.element(of: fetch ? fetchKinds : sendKinds), json: object(&random, method: method, extras: extras))
        }
        // Only the links of rules 1 and 2 hold other keys (which those rules
        // say are ignored) and hrefs with capitals.
        for _ in 0..<3 { cases.add(1, "a fetch link", link(fetch: true, method: "GET", extras: true)) }
        for _ in 0..<3 { cases.add(2, "a send link", link(fetch: false, method: "POST", extras: true)) }
        for _ in 0..<4 {
            let fetch = random.bool()
            let right = fetch ? "GET" : "POST"
            let wrong = random.element(of: [fetch ? "POST" : "GET", right.lowercased(),
                                             right.prefix(1) + right.dropFirst().lowercased(), "PUT", "DELETE",
                                             right + " ", random.word(letters: 3...6).uppercased()])
            cases.add(3, "a method the action does not use", link(fetch: fetch, method: wrong))
        }
        for _ in 0..<3 {
            let fetch = random.bool()
            var json = object(&random, method: fetch ? "GET" : "POST")
            json[random.bool() ? "href" : "method"] = nil
            cases.add(4, "a key left out", Input(decode: random.element(of: fetch ? fetchKinds : sendKinds), json: json))
        }
        for _ in 0..<4 {
            let kind = random.element(of: fetchKinds + sendKinds)
            cases.add(5, "a link encoded", Input(encode: kind, href: URL(string: href(&random))))
        }
        return cases.all
    }

    /// A link object; with `extras`, other keys beside href and method, and
    /// an href whose path has capitals.
    static func object(_ random: inout WorkbookRandom, method: String, extras: Bool = false) -> WorkbookJSON {
        var json: WorkbookJSON = ["href": .string(href(&random, capitals: extras)), "method": .string(method)]
        switch extras ? random.int(in: 0...3) : 3 {
        case 0: json["rel"] = WorkbookJSON(random.element(of: ["self", "history", "water-now", "next"]))
        case 1:
            json["title"] = WorkbookJSON(random.word(letters: 3...10))
            json["templated"] = WorkbookJSON(random.bool())
        case 2: json["ttl"] = WorkbookJSON(random.int(in: 1...3600))
        default: break
        }
        return json
    }

    static func href(_ random: inout WorkbookRandom, capitals: Bool = false) -> String {
        let host = random.element(of: ["https://greenhouse.example", "http://localhost:\(random.int(in: 1024...9999))",
                                       "https://\(random.word(letters: 3...8)).example"])
        let name = random.word(letters: 3...7)
        var href = host + "/\(random.element(of: ["plants", "beds", "sensors"]))/\(capitals ? name.capitalized : name)-\(random.int(in: 1...99))"
        if random.bool() { href += "/" + random.element(of: ["waterings", "history", "readings"]) }
        if random.bool() { href += "?limit=\(random.int(in: 1...50))" }
        return href
    }
}
