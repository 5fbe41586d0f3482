import Foundation
import Toolchain

/// The part of every step kit that no exercise changes: the harness
/// vocabulary (Harness/WorkbookKit.swift), the generators' support and the
/// description of a thrown error, compiled once into the module
/// `WorkbookKit` (an interface and one object file) in the grader's private
/// cache. Each step kit compiles only its harness, generator and driver
/// against it, and every answer's program links its object.
///
/// Compiled with testing enabled, so the kit's files stay as they are
/// (internal names, no `public`) and a `@testable import WorkbookKit` reaches
/// them. It imports nothing of the course: the same module serves every
/// exercise, until the grader, the compiler or these files change.
struct KitModule: Sendable {
    /// The folder holding `WorkbookKit.swiftmodule`, for `-I`.
    let interfacePath: String
    /// Its object file, linked with every answer.
    let objectPath: String
    /// Part of every step kit's key.
    let key: String

    static let moduleName = "WorkbookKit"

    static func prepare(files: [(name: String, text: String)], context: BuildContext, setup: GraderSetup) throws -> KitModule {
        // Not the chapter's runtime library: the kit imports nothing of the
        // course, so one module serves the steps with and without it.
        var keyMaterial = Data("kit module 2\n\(GraderSetup.graderVersion)\n\(setup.compilerVersion)\n".utf8)
        for (name, text) in files { keyMaterial += Data("\(name)\n\(text.utf8.count)\n\(text)".utf8) }
        let key = GraderSetup.digest(keyMaterial)
        // Private like the kits: only the grader's user may write what every
        // answer is linked with.
        let kits = setup.cacheDirectory.appendingPathComponent("kits")
        try ProgramCache.preparePrivate(kits)
        let directory = kits.appendingPathComponent("module-" + key.prefix(24))
        try ProgramCache.preparePrivate(directory)
        let interface = directory.appendingPathComponent("interface")
        let module = KitModule(interfacePath: interface.path, objectPath: directory.appendingPathComponent("\(moduleName).o").path, key: key)
        let done = directory.appendingPathComponent("done")
        if FileManager.default.fileExists(atPath: done.path) { return module }

        let lock = try FolderLock(in: directory)
        defer { lock.release() }
        if FileManager.default.fileExists(atPath: done.path) { return module }

        try ProgramCache.preparePrivate(interface)
        let sources = directory.appendingPathComponent("sources")
        var paths: [String] = []
        for (name, text) in files {
            let url = sources.appendingPathComponent(name)
            try write(text, to: url)
            paths.append(url.path)
        }
        // One whole-module compile: the interface and the object together.
        var request = context.request(sources: paths, output: module.objectPath, moduleName: moduleName)
        request.includePaths = []
        request.libraryPaths = []
        request.libraries = []
        request.extraFlags += ["-c", "-parse-as-library", "-enable-testing",
                               "-emit-module", "-emit-module-path", interface.appendingPathComponent("\(moduleName).swiftmodule").path]
        request.timeoutSeconds = 300
        let result = setup.compiler.compile(request)
        if let why = result.outOfProcesses { throw GradingError.outOfProcesses(why) }
        guard result.succeeded else {
            let errors = result.errors.prefix(5).map(\.rendered).joined(separator: "\n")
            throw GradingError.setup("the grader's own harness kit (Harness/WorkbookKit.swift and its support files) does not compile, so no answer can be graded:\n"
                + (errors.isEmpty ? String(result.rawOutput.suffix(2000)) : errors)
                + "\nThis is the workbook's fault, not the exercise's: rebuild the workbook (swift build) and report it if it stays.")
        }
        try Data().write(to: done)
        return module
    }
}
