import Foundation

/// Varied link lists for link-table: rels and hrefs of every shape, links
/// in random order (with extra fields of every JSON type for rule 1), questions about
/// rels that are present, absent or differ only in case, duplicate rels
/// anywhere in the list, and lists or links of the wrong shape. The
/// expected results come from the reference answer.
enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        var cases = WorkbookCases(naming: .generated)

        // Rule 1: lists of any length, extra fields ignored.
        for count in [0, 1, random.int(in: 3...9)] {
            let links = workbookLinks(&random, count: count, extraFields: true)
            cases.add(1, "list of \(count) links", Question(links: WorkbookJSON(links.map(\.json)), ask: random.shuffled(links.map(\.rel))))
        }

        // Rule 2: optional finds exact rels only.
        for _ in 0..<3 {
            let links = workbookLinks(&random, count: random.int(in: 1...6))
            let rels = links.map(\.rel)
            var ask = [random.element(of: rels), workbookAbsent(&random, rels)]
            let variant = workbookVariant(&random, of: random.element(of: rels))
            if !rels.contains(variant) { ask.append(variant) }
            cases.add(2, "rels present and absent", Question(links: WorkbookJSON(links.map(\.json)), ask: random.shuffled(ask)), compare: .only("$.optional"))
        }

        // Rule 3: required returns or throws keyNotFound with the key.
        for _ in 0..<3 {
            let links = workbookLinks(&random, count: random.int(in: 0...5))
            let rels = links.map(\.rel)
            var ask = [workbookAbsent(&random, rels)]
            if let present = rels.first { ask.append(present) }
            // No rel that differs only in case: how a rel is matched is rule 2's.
            cases.add(3, "required links", Question(links: WorkbookJSON(links.map(\.json)), ask: random.shuffled(ask)), compare: .only("$.required"))
        }

        // Rule 4: duplicate rels.
        for _ in 0..<3 {
            var links = workbookLinks(&random, count: random.int(in: 1...6))
            let twin = random.element(of: links)
            var copy = twin.json
            if random.bool() { copy["href"] = WorkbookJSON(workbookHref(&random)) }
            links.insert(WorkbookLink(rel: twin.rel, json: copy), at: random.int(in: 0...links.count))
            cases.add(4, "two links with the same rel", Question(links: WorkbookJSON(links.map(\.json)), ask: [twin.rel]))
        }

        // Rule 5: links or lists of the wrong shape.
        for _ in 0..<4 {
            var links = workbookLinks(&random, count: random.int(in: 1...5)).map(\.json)
            let at = random.int(in: 0...(links.count - 1))
            var link = links[at]
            let broken: WorkbookJSON
            switch random.int(in: 0...5) {
            case 0: link["rel"] = nil; broken = WorkbookJSON(link)
            case 1: link["href"] = nil; broken = WorkbookJSON(link)
            case 2: link["rel"] = WorkbookJSON(random.int(in: 1...99)); broken = WorkbookJSON(link)
            case 3: link["href"] = WorkbookJSON.null; broken = WorkbookJSON(link)
            case 4: broken = WorkbookJSON(random.word(letters: 3...8))
            default: broken = [link["rel"] ?? "self", link["href"] ?? "https://greenhouse.example"]
            }
            var list = links.map(WorkbookJSON.init)
            list[at] = broken
            cases.add(5, "a link of the wrong shape", Question(links: .array(list), ask: ["self"]), anyDecodingError: true)
        }
        let notLists: [WorkbookJSON] = [
            WorkbookJSON(workbookLinks(&random, count: 1)[0].json),
            WorkbookJSON(random.word(letters: 4...9)),
            WorkbookJSON(random.int(in: 0...500)),
            ["@links": WorkbookJSON(workbookLinks(&random, count: 2).map(\.json))],
        ]
        for _ in 0..<2 {
            cases.add(5, "a value that is not an array", Question(links: random.element(of: notLists), ask: ["self"]), anyDecodingError: true)
        }

        // Rule 6: the error required throws says where the list was decoded.
        // Only that is compared; the rels asked are absent (rule 3's plain case).
        for _ in 0..<3 {
            let links = workbookLinks(&random, count: random.int(in: 0...4))
            var document = WorkbookJSON(links.map(\.json))
            var at: [WorkbookJSON] = []
            for _ in 0..<random.int(in: 1...3) {
                if random.bool() {
                    let index = random.int(in: 0...3)
                    var items: [WorkbookJSON] = (0..<index).map { _ in ["name": WorkbookJSON(random.word(letters: 3...8))] }
                    items.append(document)
                    if random.bool() { items.append(WorkbookJSON(random.word(letters: 3...8))) }
                    document = .array(items)
                    at.insert(WorkbookJSON(index), at: 0)
                } else {
                    let key = random.bool() ? "@links" : random.word(letters: 3...8)
                    var fields = [key: document]
                    if random.bool() { fields[key == "id" ? "name" : "id"] = WorkbookJSON(random.word(letters: 3...8)) }
                    document = WorkbookJSON(fields)
                    at.insert(WorkbookJSON(key), at: 0)
                }
            }
            let rels = links.map(\.rel)
            var ask = [workbookAbsent(&random, rels)]
            if random.bool() { ask.append(workbookAbsent(&random, rels + ask)) }
            cases.add(6, "a list inside a document", Question(links: document, ask: ask, at: at), compare: .only("$.required[].path"))
        }
        return cases.all
    }

    /// A case's input (the harness's Input).
    struct Question: Encodable {
        let links: WorkbookJSON
        let ask: [String]
        var at: [WorkbookJSON]? = nil
    }

    struct WorkbookLink {
        let rel: String
        let json: [String: WorkbookJSON]
    }

    static let workbookRels = ["self", "water-now", "history", "next", "prev", "edit", "plants", "sensors", "bed", "up"]

    /// `count` links with distinct rels; with `extraFields`, some of them
    /// carry other fields (rule 1's point, so only its cases ask for them).
    static func workbookLinks(_ random: inout WorkbookRandom, count: Int, extraFields: Bool = false) -> [WorkbookLink] {
        var rels: [String] = []
        while rels.count < count {
            let rel = random.bool() ? random.element(of: workbookRels)
                : random.word(letters: 2...6) + (random.bool() ? "-" + random.word(letters: 2...5) : "")
            if !rels.contains(rel) { rels.append(rel) }
        }
        return rels.map { rel in
            var json: [String: WorkbookJSON] = ["rel": WorkbookJSON(rel), "href": WorkbookJSON(workbookHref(&random))]
            guard extraFields else { return WorkbookLink(rel: rel, json: json) }
            switch random.int(in: 0...4) {
            case 0: json["method"] = WorkbookJSON(random.element(of: ["GET", "POST", "PUT", "DELETE"]))
            case 1: json["title"] = WorkbookJSON(random.word(letters: 3...12))
            case 2: json["priority"] = WorkbookJSON(random.int(in: 0...9))
            case 3: json["templated"] = WorkbookJSON(random.bool()); json["hints"] = ["allow": ["GET"]]
            default: break
            }
            return WorkbookLink(rel: rel, json: json)
        }
    }

    static func workbookHref(_ random: inout WorkbookRandom) -> String {
        let host = random.element(of: ["greenhouse.example", "api.greenhouse.example", "localhost:8080"])
        let scheme = host.hasPrefix("localhost") ? "http" : "https"
        var href = "\(scheme)://\(host)/\(random.word(letters: 3...8))/\(random.word(letters: 2...6))-\(random.int(in: 1...99))"
        if random.bool() { href += "/\(random.word(letters: 3...9))" }
        if random.int(in: 0...2) == 0 { href += "?limit=\(random.int(in: 1...100))" }
        return href
    }

    /// A rel that none of `rels` is.
    static func workbookAbsent(_ random: inout WorkbookRandom, _ rels: [String]) -> String {
        var rel = random.element(of: workbookRels)
        while rels.contains(rel) { rel = random.word(letters: 3...9) }
        return rel
    }

    /// The same rel in other capitals, or with a dash made an underscore.
    static func workbookVariant(_ random: inout WorkbookRandom, of rel: String) -> String {
        if rel.contains("-") && random.bool() { return rel.replacingOccurrences(of: "-", with: "_") }
        if random.bool() { return rel.uppercased() }
        return rel.prefix(1).uppercased() + rel.dropFirst()
    }
}
