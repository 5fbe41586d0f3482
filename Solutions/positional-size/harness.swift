// Harness for `positional-size`: decodes sizes with the learner's
// `init(from:)` or encodes them with their `encode(to:)`, and returns the raw
// result. It judges nothing.
//
// Input, one of:
//   {"decode": <JSON>, "wrap": "single"|"array"|"object"}
//      "single": <JSON> is decoded as one Dimensions (a top-level value);
//      "array": <JSON> is an array, decoded as [Dimensions];
//      "object": {"size": <JSON>} is decoded through a keyed container.
//   {"encode": [[width, height, depth], ...], "wrap": "single"|"array"|"object"}
//      "single" encodes the first size alone, "array" all of them as an
//      array, "object" the first one as the value of the key "size".
// Result: decoded sizes as {"width", "height", "depth"} (one, or an array);
// encoded sizes as the JSON written, parsed.
//
// The task's rules ask only that a malformed size throws *a* DecodingError,
// of any kind (an answer may read past the end, or count first and throw
// dataCorrupted). So every DecodingError the answer throws is reported as
// DecodingError.dataCorrupted, with its coding path and a debug description
// that starts with the kind actually thrown; any other error propagates as
// it is, and is told apart from a DecodingError by the grader.
import Foundation

struct WorkbookHarnessError: Error, CustomStringConvertible {
    let description: String
}

struct WorkbookParcel: Codable {
    let size: Dimensions
}

enum WorkbookExercise {
    static func run(_ input: Any) throws -> Any {
        guard let object = input as? [String: Any] else {
            throw WorkbookHarnessError(description: "case input must be a JSON object (Solutions/positional-size/cases.json)")
        }
        let wrap = object["wrap"] as? String ?? "single"
        if let json = object["decode"] {
            do {
                return try decode(json, wrap: wrap)
            } catch let error as DecodingError {
                throw WorkbookDecodingKind.sameKind(error)
            }
        }
        if let list = object["encode"] as? [[Any]], !list.isEmpty {
            let sizes = try list.map { numbers -> Dimensions in
                let values = numbers.compactMap { ($0 as? NSNumber)?.intValue }
                guard values.count == 3 else {
                    throw WorkbookHarnessError(description: "each size to encode needs three numbers in the case input")
                }
                return Dimensions(width: values[0], height: values[1], depth: values[2])
            }
            let encoder = JSONEncoder()
            let data: Data
            switch wrap {
            case "single": data = try encoder.encode(sizes[0])
            case "array": data = try encoder.encode(sizes)
            case "object": data = try encoder.encode(WorkbookParcel(size: sizes[0]))
            default: throw WorkbookHarnessError(description: "unknown wrap '\(wrap)' in case input")
            }
            return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        }
        throw WorkbookHarnessError(description: "case input needs \"decode\" or a non-empty \"encode\" list")
    }

    static func decode(_ json: Any, wrap: String) throws -> Any {
        let decoder = JSONDecoder()
        switch wrap {
        case "single":
            let data = try JSONSerialization.data(withJSONObject: json, options: [.fragmentsAllowed])
            return describe(try decoder.decode(Dimensions.self, from: data))
        case "array":
            let data = try JSONSerialization.data(withJSONObject: json, options: [.fragmentsAllowed])
            return try decoder.decode([Dimensions].self, from: data).map(describe)
        case "object":
            let data = try JSONSerialization.data(withJSONObject: ["size": json], options: [.fragmentsAllowed])
            return describe(try decoder.decode(WorkbookParcel.self, from: data).size)
        default:
            throw WorkbookHarnessError(description: "unknown wrap '\(wrap)' in case input")
        }
    }

    static func describe(_ size: Dimensions) -> Any {
        ["width": size.width, "height": size.height, "depth": size.depth] as [String: Any]
    }
}

enum WorkbookDecodingKind {
    /// The thrown DecodingError as DecodingError.dataCorrupted at the same
    /// coding path, naming the kind that was thrown.
    static func sameKind(_ error: DecodingError) -> DecodingError {
        let kind: String
        let context: DecodingError.Context
        switch error {
        case let .keyNotFound(_, found): kind = "keyNotFound"; context = found
        case let .typeMismatch(_, found): kind = "typeMismatch"; context = found
        case let .valueNotFound(_, found): kind = "valueNotFound"; context = found
        case let .dataCorrupted(found): kind = "dataCorrupted"; context = found
        @unknown default: return error
        }
        return DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: context.codingPath,
            debugDescription: "(a DecodingError.\(kind)) \(context.debugDescription)"))
    }
}
