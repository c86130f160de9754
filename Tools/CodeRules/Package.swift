// swift-tools-version: 6.2
// The code's own rules (ARCHITECTURE.md, "Code rules"): `flare-lint-code` reads Flare's Swift files with swift-syntax
// and checks layers and imports, C calls, stored properties per type, files' and lines' lengths and catalogue keys.
// A package of its own, beside Flare's: swift-syntax is built only for `make lint` and `make test` (debug), never by
// `make build CONFIG=release`, `make install`, the .deb or the man page's plugin, which build every product.
import PackageDescription

let package = Package(
    name: "CodeRules",
    products: [.executable(name: "flare-lint-code", targets: ["flare-lint-code"])],
    dependencies: [
        // Only its SwiftSyntax and SwiftParser products are built (the machine's package cache has 603.0.1).
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.0")
    ],
    targets: [
        .target(
            name: "CodeRules",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "flare-lint-code", dependencies: ["CodeRules"]),
        // Each rule on snippets, then the repository itself (what `make test` runs).
        .testTarget(name: "CodeRulesTests", dependencies: ["CodeRules"]),
    ],
    swiftLanguageModes: [.v6]
)
