import Foundation

/// AES-GCM opening for ``SealedStrings``, done by swift-crypto inside
/// `libCourseSupport` (see `Sources/CourseSupport`): the library is loaded
/// into the grader's own process and its `workbook_open_sealed_box` called,
/// so the grader judges sealed strings without linking swift-crypto into
/// `workbook` (whose first build would take minutes longer).
public struct SealedBoxOpener: @unchecked Sendable {
    private typealias OpenFunction = @convention(c) (
        UnsafePointer<UInt8>, Int, UnsafePointer<UInt8>, Int, UnsafeMutablePointer<UInt8>, Int
    ) -> Int
    private let function: OpenFunction

    /// Loads `library` (a built `libCourseSupport`) once per process.
    public init(library: URL) throws {
        guard let handle = dlopen(library.path, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "unknown reason"
            throw GradingError.setup("cannot load \(library.path) to open sealed strings (\(reason)). Run 'swift build --product CourseSupport' in the course folder and try again.")
        }
        guard let symbol = dlsym(handle, "workbook_open_sealed_box") else {
            throw GradingError.setup("\(library.path) has no workbook_open_sealed_box: it was built from an older course. Run 'swift build --product CourseSupport' and try again.")
        }
        function = unsafeBitCast(symbol, to: OpenFunction.self)
    }

    /// The clear bytes of `combined` (nonce + ciphertext + tag) under `key`,
    /// or nil when it does not open.
    public func open(_ combined: Data, key: Data) -> Data? {
        guard !key.isEmpty, !combined.isEmpty else { return nil }
        var output = [UInt8](repeating: 0, count: combined.count)
        let count = key.withUnsafeBytes { keyBytes in
            combined.withUnsafeBytes { boxBytes in
                output.withUnsafeMutableBufferPointer { out in
                    function(keyBytes.bindMemory(to: UInt8.self).baseAddress!, keyBytes.count,
                             boxBytes.bindMemory(to: UInt8.self).baseAddress!, boxBytes.count,
                             out.baseAddress!, out.count)
                }
            }
        }
        return count < 0 ? nil : Data(output.prefix(count))
    }
}
