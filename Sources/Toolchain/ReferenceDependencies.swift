import Foundation
import Sandbox

/// What the Swift frontend wrote about one file's dependencies
/// (`-emit-reference-dependencies-path`): the declarations the file
/// provides, with the compiler's fingerprints, and what it depends on.
///
/// The frontend writes a binary file; the toolchain's converter (its
/// `swift-frontend` run under the name `swift-dependency-tool`) turns it
/// into YAML, which `init(yaml:)` reads: a list of nodes, each a key (kind,
/// aspect, context, name), maybe a fingerprint, and whether the file
/// provides it. Values are kept as the converter spelt them (a quoted one
/// with its quotes), since they are only compared.
public struct ReferenceDependencies: Sendable, Equatable {
    public struct Node: Sendable, Equatable, Hashable {
        /// `sourceFileProvide`, `topLevel`, `nominal`, `potentialMember`,
        /// `member`, `dynamicLookup`, `externalDepend`, …
        public var kind: String
        /// `interface` or `implementation`.
        public var aspect: String
        public var context: String
        public var name: String
        /// For a provided declaration: the compiler's hash of its tokens
        /// outside function bodies (a type's body, or the whole file's).
        public var fingerprint: String?
        public var isProvides: Bool

        public init(kind: String, aspect: String, context: String, name: String, fingerprint: String?, isProvides: Bool) {
            self.kind = kind
            self.aspect = aspect
            self.context = context
            self.name = name
            self.fingerprint = fingerprint
            self.isProvides = isProvides
        }
    }

    public struct ReadError: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    public var nodes: [Node]

    /// The nodes of the converter's YAML. Throws on anything it does not
    /// expect (the caller then does without).
    public init(yaml: String) throws {
        var nodes: [Node] = []
        var fields: [String: String] = [:]
        var started = false
        var lineNumber = 0
        func finish() throws {
            guard started else { return }
            guard let kind = fields["kind"], let aspect = fields["aspect"], let context = fields["context"], let name = fields["name"],
                  let provides = fields["isProvides"], provides == "true" || provides == "false"
            else { throw ReadError(description: "a node ending before line \(lineNumber) lacks its kind, aspect, context, name or isProvides") }
            nodes.append(Node(kind: kind, aspect: aspect, context: context, name: name, fingerprint: fields["fingerprint"], isProvides: provides == "true"))
            fields = [:]
        }
        var continuing = false
        for line in yaml.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed == "---" || trimmed == "..." || trimmed == "allNodes:" { continue }
            if continuing {
                // The rest of a flow list (`defsIDependUpon: [ 1, 2,` …).
                if trimmed.hasSuffix("]") { continuing = false }
                continue
            }
            var entry = Substring(trimmed)
            if entry.hasPrefix("- ") {
                try finish()
                started = true
                entry = entry.dropFirst(2).drop(while: { $0 == " " })
            }
            guard started, let colon = entry.firstIndex(of: ":") else {
                throw ReadError(description: "line \(lineNumber) is not a field of a node: \(trimmed.prefix(80))")
            }
            let field = String(entry[..<colon])
            let value = String(entry[entry.index(after: colon)...].drop(while: { $0 == " " }))
            switch field {
            case "key":
                guard value.isEmpty else { throw ReadError(description: "line \(lineNumber): a key with a value") }
            case "kind", "aspect", "context", "name", "fingerprint", "isProvides":
                guard fields[field] == nil, Self.isScalar(value) else {
                    throw ReadError(description: "line \(lineNumber): \(field) given twice, or not a one-line value")
                }
                fields[field] = Self.unquoted(value)
            case "defsIDependUpon":
                continuing = value.hasPrefix("[") && !value.hasSuffix("]")
            case "sequenceNumber":
                break
            default:
                throw ReadError(description: "line \(lineNumber): unknown field \(field)")
            }
        }
        try finish()
        guard !nodes.isEmpty else { throw ReadError(description: "no nodes") }
        self.nodes = nodes
    }

    /// A value on one line: plain, or quoted and closed on that line.
    static func isScalar(_ value: String) -> Bool {
        guard let first = value.first else { return false }
        if first == "'" || first == "\"" { return value.count >= 2 && value.last == first }
        return !value.hasPrefix("[") && !value.hasPrefix("{") && !value.hasPrefix("|") && !value.hasPrefix(">")
    }

    /// A single-quoted value without its quotes (`''` is one quote); a
    /// double-quoted one (non-ASCII or escapes) as written.
    static func unquoted(_ value: String) -> String {
        guard value.count >= 2, value.first == "'", value.last == "'" else { return value }
        return String(value.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'")
    }

    /// The declarations the file provides to the other files of its module,
    /// as the compiler keys them (`aspect: interface`).
    public var interfaceProvides: [Node] { nodes.filter { $0.isProvides && $0.aspect == "interface" } }

    /// The modules the file depends on (`externalDepend`), by path.
    public var externalDependencies: [String] {
        Array(Set(nodes.filter { $0.kind == "externalDepend" || $0.kind == "incrementalExternalDepend" }.map(\.name))).sorted()
    }

    /// Converts the frontend's binary file at `path` with `tool` (the
    /// toolchain's `swift-dependency-tool`), the YAML written beside it.
    public static func read(_ path: String, tool: String) throws -> ReferenceDependencies {
        let yaml = path + ".yaml"
        unlink(yaml)
        var command = HostCommand(executable: tool, arguments: ["--to-yaml", "--input-filename=\(path)", "--output-filename=\(yaml)"],
                                  timeoutSeconds: 30, outputBytes: 64 << 10)
        command.logLabel = "dependencies"
        let result = try HostProcess.run(command)
        guard result.termination == .exited(0), !result.timedOut else {
            throw ReadError(description: "\(tool) could not convert \(path): " + String(decoding: result.standardError, as: UTF8.self).prefix(500))
        }
        guard let data = FileManager.default.contents(atPath: yaml), let text = String(data: data, encoding: .utf8) else {
            throw ReadError(description: "\(tool) wrote no readable \(yaml)")
        }
        return try ReferenceDependencies(yaml: text)
    }
}
