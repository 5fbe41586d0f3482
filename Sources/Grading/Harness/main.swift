// The grader's driver: the `main.swift` of every program the grader builds.
// It is compiled together with the chapter's code at the exercise's step, the
// learner's answer and the exercise's harness (Solutions/<id>/harness.swift,
// which declares `enum WorkbookExercise { static func run(_ input: Any) throws -> Any }`)
// and generator (`enum WorkbookGenerator`, see WorkbookSupport.swift) — but it
// is type-checked and compiled once per step against the reference answer, so
// nothing an answer declares changes what it calls.
//
// Protocol. Standard input holds one JSON object:
//   {"nonce": "<random>", "mode": "chapter" | "cases" | "generate",
//    "cases": [{"name": "...", "input": <JSON>}], "seeds": ["<decimal seed>", ...]}
// In "generate" mode (run on the reference answer only) each seed's generated
// cases are run and reported with their inputs:
//   {"case": "<name>", "seed": "<seed>", "rule": N, "explain": "...", "input": <JSON>, "value" | "error": ...}
// It is read whole before any of the answer's code runs. Results go to file
// descriptor 3, one line each, prefixed by the nonce and a tab:
//   {"case": "<name>", "value": <JSON>}                 the harness returned
//   {"case": "<name>", "error": {"kind", "path", "debug"}}  it threw
//   {"done": true}                                       every case ran
// Standard output and standard error are the answer's (and in "chapter" mode,
// the chapter program's) own printing. A run that ends without the "done"
// line, or whose lines lack the nonce, did not complete.
import Foundation

private let workbookInput: [String: Any] = {
    let data = FileHandle.standardInput.readDataToEndOfFile()
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
}()
private let workbookNonce = workbookInput["nonce"] as? String ?? ""
private let workbookResults = FileHandle(fileDescriptor: 3, closeOnDealloc: false)

private func workbookEmit(_ object: [String: Any]) {
    guard let json = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed]) else { return }
    fflush(stdout)
    workbookResults.write(Data((workbookNonce + "\t").utf8) + json + Data("\n".utf8))
}

private func workbookKeyPath(_ path: [CodingKey]) -> [Any] {
    path.map { key -> Any in
        if let index = key.intValue, key.stringValue.hasPrefix("Index ") || key.stringValue == "\(index)" { return index }
        return key.stringValue
    }
}

private func workbookDescribe(_ error: Error) -> [String: Any] {
    guard let decoding = error as? DecodingError else {
        if let encoding = error as? EncodingError, case let .invalidValue(_, context) = encoding {
            return ["kind": "invalidValue", "path": workbookKeyPath(context.codingPath), "debug": context.debugDescription]
        }
        return ["kind": "other", "path": [Any](), "debug": String(describing: error)]
    }
    switch decoding {
    case let .keyNotFound(key, context):
        return ["kind": "keyNotFound", "key": key.stringValue, "path": workbookKeyPath(context.codingPath), "debug": context.debugDescription]
    case let .typeMismatch(type, context):
        return ["kind": "typeMismatch", "type": "\(type)", "path": workbookKeyPath(context.codingPath), "debug": context.debugDescription]
    case let .valueNotFound(type, context):
        return ["kind": "valueNotFound", "type": "\(type)", "path": workbookKeyPath(context.codingPath), "debug": context.debugDescription]
    case let .dataCorrupted(context):
        return ["kind": "dataCorrupted", "path": workbookKeyPath(context.codingPath), "debug": context.debugDescription]
    @unknown default:
        return ["kind": "other", "path": [Any](), "debug": String(describing: error)]
    }
}

setvbuf(stdout, nil, _IOLBF, 0)
switch workbookInput["mode"] as? String {
case "chapter":
    do {
        try workbookChapterMain()
    } catch {
        print("Uncaught error: \(error)")
    }
    workbookEmit(["done": true])
case "cases":
    for case let item as [String: Any] in workbookInput["cases"] as? [Any] ?? [] {
        let name = item["name"] as? String ?? "?"
        do {
            let value = try WorkbookExercise.run(item["input"] ?? NSNull())
            workbookEmit(["case": name, "value": value])
        } catch {
            workbookEmit(["case": name, "error": workbookDescribe(error)])
        }
    }
    workbookEmit(["done": true])
case "generate":
    for case let text as String in workbookInput["seeds"] as? [Any] ?? [] {
        guard let seed = UInt64(text) else { continue }
        var random = WorkbookRandom(seed: seed)
        for generated in WorkbookGenerator.cases(&random) {
            var report: [String: Any] = ["case": generated.name, "seed": text, "rule": generated.rule, "explain": generated.explain, "input": generated.input]
            do {
                report["value"] = try WorkbookExercise.run(generated.input)
            } catch {
                report["error"] = workbookDescribe(error)
            }
            workbookEmit(report)
        }
    }
    workbookEmit(["done": true])
default:
    FileHandle.standardError.write(Data("workbook driver: no mode on standard input\n".utf8))
    exit(70)
}
