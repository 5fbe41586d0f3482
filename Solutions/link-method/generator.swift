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
        func link(fetch: Bool, method: String) -> Input {
            Input(decode: random.element(of: fetch ? fetchKinds : sendKinds), json: object(&random, method: method))
        }
        for _ in 0..<3 { cases.add(1, "a fetch link", link(fetch: true, method: "GET")) }
        for _ in 0..<3 { cases.add(2, "a send link", link(fetch: false, method: "POST")) }
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

    static func object(_ random: inout WorkbookRandom, method: String) -> WorkbookJSON {
        var json: WorkbookJSON = ["href": .string(href(&random)), "method": .string(method)]
        switch random.int(in: 0...3) {
        case 0: json["rel"] = WorkbookJSON(random.element(of: ["self", "history", "water-now", "next"]))
        case 1:
            json["title"] = WorkbookJSON(random.word(letters: 3...10))
            json["templated"] = WorkbookJSON(random.bool())
        case 2: json["ttl"] = WorkbookJSON(random.int(in: 1...3600))
        default: break
        }
        return json
    }

    static func href(_ random: inout WorkbookRandom) -> String {
        let host = random.element(of: ["https://greenhouse.example", "http://localhost:\(random.int(in: 1024...9999))",
                                       "https://\(random.word(letters: 3...8)).example"])
        var href = host + "/\(random.element(of: ["plants", "beds", "sensors"]))/\(random.word(letters: 3...7))-\(random.int(in: 1...99))"
        if random.bool() { href += "/" + random.element(of: ["waterings", "history", "readings"]) }
        if random.bool() { href += "?limit=\(random.int(in: 1...50))" }
        return href
    }
}
