/// The sides of a cell its border is drawn on (`borderSides`): a set, so a list written with duplicates
/// or in any order reads as the same value, and ``list`` gives it back in canonical order.
public struct BorderSides: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8

    /// Creates sides from their bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue & 0b1111
    }

    public static let top = BorderSides(rawValue: 1 << 0)
    public static let leading = BorderSides(rawValue: 1 << 1)
    public static let bottom = BorderSides(rawValue: 1 << 2)
    public static let trailing = BorderSides(rawValue: 1 << 3)
    /// All four sides: the default.
    public static let all: BorderSides = [.top, .leading, .bottom, .trailing]

    /// Creates the set of the sides listed (duplicates count once).
    ///
    /// - Parameter sides: The sides, in any order.
    public init(_ sides: some Sequence<BorderSide>) {
        self.init()
        for side in sides { insert(side.member) }
    }

    /// The sides in canonical order: top, leading, bottom, trailing.
    public var list: [BorderSide] { BorderSide.allCases.filter { contains($0.member) } }

    /// The sides as text for people and snapshots: `top,bottom` in canonical order, `none` for no side.
    public var text: String {
        let names = list.map(\.rawValue)
        return names.isEmpty ? "none" : names.joined(separator: ",")
    }
}

/// One side of a cell, in canonical order.
public enum BorderSide: String, Sendable, Hashable, CaseIterable {
    case top, leading, bottom, trailing

    /// The side as a one-member ``BorderSides``.
    public var member: BorderSides {
        switch self {
        case .top: return .top
        case .leading: return .leading
        case .bottom: return .bottom
        case .trailing: return .trailing
        }
    }
}
