import TableStyleEngine
import TableStyleRender
import TableStyleTheme

/// A cell's horizontal alignment after `natural` is resolved: relative to the reading direction, as SwiftUI's
/// `TextAlignment` and UIKit's directional APIs take it.
public enum CellTextAlignment: String, Sendable, Hashable, CaseIterable {
    case leading, center, trailing

    /// The alignment a style draws a value with: `natural` puts numbers trailing and everything else
    /// leading, as every renderer of the package does.
    ///
    /// - Parameters:
    ///   - style: The resolved style.
    ///   - isNumber: Whether the cell's value is a number.
    public init(_ style: ResolvedStyle, isNumber: Bool) {
        switch style.effectiveAlignment(isNumber: isNumber) {
        case .center: self = .center
        case .trailing: self = .trailing
        case .leading, .natural: self = .leading
        }
    }

    /// The alignment fixed to screen edges for a reading direction: leading is left in left-to-right text
    /// and right in right-to-left text.
    ///
    /// - Parameter direction: The reading direction.
    /// - Returns: Left, center or right.
    public func absolute(for direction: TextDirection) -> AbsoluteTextAlignment {
        switch (self, direction) {
        case (.center, _): return .center
        case (.leading, .leftToRight), (.trailing, .rightToLeft): return .left
        case (.leading, .rightToLeft), (.trailing, .leftToRight): return .right
        }
    }
}
