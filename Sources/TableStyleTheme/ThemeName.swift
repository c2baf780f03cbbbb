/// Theme names: `[a-z0-9][a-z0-9-]*`.
enum ThemeName {
    /// Whether `name` is a valid theme name (and so can never be a path).
    static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, isLowerAlphanumeric(first) else { return false }
        return name.unicodeScalars.allSatisfy { isLowerAlphanumeric($0) || $0 == "-" }
    }

    private static func isLowerAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}
