import Foundation

/// The object files of a step's chapter files (and bridge), as compiled with
/// an answer of one interface (``AnswerInterface``, the compiler's key of
/// it), kept in the grader's private cache so that the next answer with
/// that interface is linked with them instead of compiling them again.
///
/// Kept only from a build that compiled, passed the object screen and
/// linked. The key holds everything the objects are made from: the step
/// kit's key (grader version, compiler, chapter files, harness), the texts
/// of the files compiled beside the answer and the answer's interface, and
/// whose objects they are (``GraderSetup/ChapterObjectSharing``): the
/// objects kept for `workbook grade` come from the reference answer only,
/// in a place of their own.
struct ChapterObjects {
    /// Private folder for this key; the objects are in `objects/` once kept.
    let folder: URL
    /// The object file names, one per compiled chapter file, in link order.
    let names: [String]

    init(setup: GraderSetup, kitKey: String, files: [(name: String, text: String)], interface: String, sharing: GraderSetup.ChapterObjectSharing) throws {
        // Kept apart by sharing: objects kept from any answer never serve
        // the reference answer's sharing.
        var keyMaterial = Data("chapter objects 7\n\(sharing.rawValue)\n\(kitKey)\n".utf8)
        for file in files { keyMaterial += Data("\(file.name)\n\(file.text.utf8.count)\n\(file.text)".utf8) }
        keyMaterial += Data("interface\n\(interface)".utf8)
        folder = try setup.programCache.privateFolder(key: "objects-" + GraderSetup.digest(keyMaterial).prefix(24))
        names = files.map { $0.name + ".o" }
    }

    private var objects: URL { folder.appendingPathComponent("objects") }

    /// Where the builder notes that objects were kept for an answer of a
    /// skeleton (``AnswerSkeleton``), under the same key material as the
    /// objects but the skeleton for the interface: a build whose skeleton
    /// has a note expects kept objects (it compiles the answer alone
    /// first), one without expects none (it compiles every file at once).
    /// Only a guess at how to compile: what is linked is decided by the
    /// compiler's key, as ever.
    struct Expectation {
        let note: URL

        init(setup: GraderSetup, kitKey: String, files: [(name: String, text: String)], skeleton: String, sharing: GraderSetup.ChapterObjectSharing) throws {
            var keyMaterial = Data("chapter objects expected 1\n\(sharing.rawValue)\n\(kitKey)\n".utf8)
            for file in files { keyMaterial += Data("\(file.name)\n\(file.text.utf8.count)\n\(file.text)".utf8) }
            keyMaterial += Data("skeleton\n\(skeleton)".utf8)
            note = try setup.programCache.privateFolder(key: "objects-expected").appendingPathComponent(String(GraderSetup.digest(keyMaterial).prefix(24)))
        }

        /// Whether objects were kept for an answer of this skeleton.
        var isMet: Bool {
            var st = stat()
            return lstat(note.path, &st) == 0 && st.st_mode & S_IFMT == S_IFREG && st.st_uid == getuid()
        }

        /// Notes that objects were kept for an answer of this skeleton.
        func record() {
            guard !isMet else { return }
            let fd = open(note.path, O_CREAT | O_WRONLY | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 { close(fd) }
        }
    }

    /// The kept objects' paths, or nil when they were never kept (or one is missing).
    func kept() -> [String]? {
        let paths = names.map { objects.appendingPathComponent($0).path }
        var st = stat()
        for path in paths {
            guard lstat(path, &st) == 0, st.st_mode & S_IFMT == S_IFREG, st.st_uid == getuid() else { return nil }
        }
        return paths
    }

    /// Keeps copies of a successful build's objects (`built`, in the order
    /// of `names`). Written to a staging folder and renamed into place, so
    /// a reader sees all of them or none; a failure only means no reuse.
    func keep(_ built: [String]) {
        guard kept() == nil, built.count == names.count else { return }
        let staging = folder.appendingPathComponent(".objects.\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            for (source, name) in zip(built, names) {
                try FileManager.default.copyItem(atPath: source, toPath: staging.appendingPathComponent(name).path)
            }
            if rename(staging.path, objects.path) != 0 { try? FileManager.default.removeItem(at: staging) }
        } catch {
            try? FileManager.default.removeItem(at: staging)
        }
    }
}
