// swift-tools-version:6.2
import Foundation
import PackageDescription

/// `workbook serve`'s web server: its own package, so the course's package
/// (one folder up) never resolves or builds a web server. `workbook serve`
/// builds it on first use, into the course's own `.build`
/// (`--scratch-path`), so the course's modules are not compiled twice.
/// See docs/SERVE.md for why Hummingbird.
///
/// The course's package is a dependency by path; SwiftPM names a path
/// dependency after its folder, which is whatever the clone is called.
let coursePackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let ownCode: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "WorkbookServer",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "workbook-server", targets: ["workbook-server"]),
    ],
    dependencies: [
        .package(path: ".."),
        // No default traits: the server needs neither swift-configuration nor
        // the full-Foundation extras, and every trait is build time.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.0", traits: []),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "WorkbookServer",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "WorkbookGrading", package: coursePackage),
                .product(name: "WorkbookSite", package: coursePackage),
                .product(name: "WorkbookLiterate", package: coursePackage),
                .product(name: "WorkbookMarkdown", package: coursePackage),
            ],
            swiftSettings: ownCode
        ),
        .executableTarget(
            name: "workbook-server",
            dependencies: ["WorkbookServer", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: ownCode
        ),
        .testTarget(name: "WorkbookServerTests", dependencies: ["WorkbookServer"], swiftSettings: ownCode),
    ]
)
