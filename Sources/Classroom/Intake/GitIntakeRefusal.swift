import Foundation

/// Why a student's repository was not read: for the instructor only (it
/// can quote the repository's own names and git's messages about them).
struct GitIntakeRefusal: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) { self.description = description }

    init(describing name: String, in folder: UntrustedFolder, wanted: String) {
        let shown = folder.path(name)
        switch folder.kind(name) {
        case nil: description = "\(shown) is missing"
        case .symlink?: description = "\(shown) is a symbolic link; nothing in a submitted .git is followed"
        case .directory?: description = "\(shown) is a folder, not \(wanted)"
        case .regular?: description = "\(shown) is a file, not \(wanted)"
        case .other?: description = "\(shown) is a FIFO, socket or device, not \(wanted); it was not opened"
        }
    }
}
