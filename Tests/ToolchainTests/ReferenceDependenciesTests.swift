import Foundation
import Testing
import Toolchain

/// The converter's YAML of a frontend's dependency file, read
/// (``ReferenceDependencies``).
@Suite("Reference dependencies")
struct ReferenceDependenciesTests {
    /// As `swift-dependency-tool --to-yaml` writes it (Swift 6.3), cut down.
    static let sample = """
    # Fine-grained v0
    ---
    allNodes:
      - key:
          kind:            sourceFileProvide
          aspect:          interface
          context:         ''
          name:            '/tmp/x/answer.swiftdeps'
        fingerprint:     4d9b1e30eb02b26c6536c4fb218ad0c1
        sequenceNumber:  0
        defsIDependUpon: [  ]
        isProvides:      true
      - key:
          kind:            sourceFileProvide
          aspect:          implementation
          context:         ''
          name:            '/tmp/x/answer.swiftdeps'
        fingerprint:     4d9b1e30eb02b26c6536c4fb218ad0c1
        sequenceNumber:  1
        defsIDependUpon: [ 18, 19, 20, 21, 22, 23, 24, 25, 6, 26, 27, 28, 29,
                           30, 31, 32, 33, 4,
                           230 ]
        isProvides:      true
      - key:
          kind:            topLevel
          aspect:          interface
          context:         ''
          name:            '.+.'
        sequenceNumber:  4
        defsIDependUpon: [ 0 ]
        isProvides:      true
      - key:
          kind:            topLevel
          aspect:          interface
          context:         ''
          name:            "Café"
        fingerprint:     cdd37828d44ced3f54740c2b0f598e2c
        sequenceNumber:  6
        defsIDependUpon: [ 0 ]
        isProvides:      true
      - key:
          kind:            nominal
          aspect:          interface
          context:         '1M4CardV@011aa2982bcbe3315b66472b27bf1a83'
          name:            ''
        fingerprint:     011aa2982bcbe3315b66472b27bf1a83
        sequenceNumber:  7
        defsIDependUpon: [ 0 ]
        isProvides:      true
      - key:
          kind:            member
          aspect:          interface
          context:         1M4CardV
          name:            'it''s'
        sequenceNumber:  8
        defsIDependUpon: [  ]
        isProvides:      false
      - key:
          kind:            externalDepend
          aspect:          interface
          context:         ''
          name:            '/opt/swift/usr/lib/swift/linux/Dispatch.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule'
        sequenceNumber:  9
        defsIDependUpon: [  ]
        isProvides:      false
    ...
    """

    @Test("every node is read, with its key, fingerprint and whether the file provides it")
    func readsNodes() throws {
        let dependencies = try ReferenceDependencies(yaml: Self.sample)
        #expect(dependencies.nodes.count == 7)
        #expect(dependencies.nodes[0] == ReferenceDependencies.Node(kind: "sourceFileProvide", aspect: "interface", context: "",
                                                                     name: "/tmp/x/answer.swiftdeps", fingerprint: "4d9b1e30eb02b26c6536c4fb218ad0c1", isProvides: true))
        #expect(dependencies.nodes[2].name == ".+.")
        #expect(dependencies.nodes[2].fingerprint == nil)
        // A double-quoted name (past ASCII) is kept as written; '' in a single-quoted one is a quote.
        #expect(dependencies.nodes[3].name == "\"Café\"")
        #expect(dependencies.nodes[5].name == "it's")
        #expect(dependencies.nodes[4].context == "1M4CardV@011aa2982bcbe3315b66472b27bf1a83")
    }

    @Test("the interface's provides and the modules depended on")
    func interfaceAndModules() throws {
        let dependencies = try ReferenceDependencies(yaml: Self.sample)
        #expect(dependencies.interfaceProvides.map(\.kind) == ["sourceFileProvide", "topLevel", "topLevel", "nominal"])
        #expect(dependencies.externalDependencies == ["/opt/swift/usr/lib/swift/linux/Dispatch.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule"])
    }

    @Test("what it does not expect is an error, not a guess", arguments: [
        "",
        "allNodes:\n",
        // A field it does not know.
        "allNodes:\n  - key:\n      kind: topLevel\n      aspect: interface\n      context: ''\n      name: x\n    colour: red\n    isProvides: true\n",
        // A node without isProvides.
        "allNodes:\n  - key:\n      kind: topLevel\n      aspect: interface\n      context: ''\n      name: x\n",
        // A name given twice.
        "allNodes:\n  - key:\n      kind: topLevel\n      aspect: interface\n      context: ''\n      name: x\n      name: y\n    isProvides: true\n",
        // A quoted value not closed on its line.
        "allNodes:\n  - key:\n      kind: topLevel\n      aspect: interface\n      context: ''\n      name: 'x\n    isProvides: true\n",
        // isProvides neither true nor false.
        "allNodes:\n  - key:\n      kind: topLevel\n      aspect: interface\n      context: ''\n      name: x\n    isProvides: maybe\n",
    ])
    func refusesTheUnexpected(yaml: String) {
        #expect(throws: ReferenceDependencies.ReadError.self) { try ReferenceDependencies(yaml: yaml) }
    }

    @Test("the toolchain's own converter, run under its name, gives what the frontend wrote", .tags(.slow))
    func toolchainRoundTrip() throws {
        let compiler = try SwiftCompiler.locate()
        let frontend = try #require(compiler.frontendPath)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reference-dependencies-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tool = folder.appendingPathComponent("swift-dependency-tool").path
        try FileManager.default.createSymbolicLink(atPath: tool, withDestinationPath: frontend)
        let source = folder.appendingPathComponent("card.swift").path
        try "import Dispatch\nstruct Card { var name: String; var cost = 3 }\nfunc describe(_ card: Card) -> String { card.name }\n"
            .write(toFile: source, atomically: true, encoding: .utf8)
        var request = CompileRequest(sources: [source], output: "", moduleName: "Cards")
        request.frontendPrimaries = [(source, folder.appendingPathComponent("card.o").path)]
        let swiftdeps = folder.appendingPathComponent("card.swiftdeps").path
        request.dependencyOutputs = (swiftdeps, folder.appendingPathComponent("card.swiftmodule").path)
        let compiled = compiler.compile(request)
        #expect(compiled.succeeded, "\(compiled.rawOutput)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("card.swiftmodule").path))
        let dependencies = try ReferenceDependencies.read(swiftdeps, tool: tool)
        let provides = dependencies.interfaceProvides
        #expect(provides.contains { $0.kind == "topLevel" && $0.name == "Card" && $0.fingerprint != nil })
        #expect(provides.contains { $0.kind == "topLevel" && $0.name == "describe" })
        #expect(provides.contains { $0.kind == "nominal" && $0.context.contains("4Card") && $0.fingerprint != nil })
        #expect(provides.contains { $0.kind == "sourceFileProvide" && $0.name == swiftdeps && $0.fingerprint != nil })
        #expect(dependencies.externalDependencies.contains { $0.contains("Dispatch.swiftmodule") })
        // No file, or not one: an error.
        #expect(throws: ReferenceDependencies.ReadError.self) { try ReferenceDependencies.read(source, tool: tool) }
    }
}
