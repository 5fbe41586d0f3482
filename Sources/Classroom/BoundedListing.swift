import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names in a folder a student handed in, read one at a time and
/// never more than a limit: a folder of a hundred thousand files costs no
/// more than one of `limit` files. "." and ".." are left out; the names
/// come in the file system's order (sort them to show them).
struct BoundedListing {
    var names: [String]
    /// False when the folder holds more entries than were read.
    var complete: Bool

    /// Reads at most `limit` names of the folder at `path`; an unreadable
    /// folder lists nothing.
    static func read(_ path: String, limit: Int) -> BoundedListing {
        guard limit > 0 else { return BoundedListing(names: [], complete: false) }
        guard let directory = opendir(path) else { return BoundedListing(names: [], complete: true) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            if names.count == limit { return BoundedListing(names: names, complete: false) }
            names.append(name)
        }
        return BoundedListing(names: names, complete: true)
    }
}
