import TableStyleSchema
import TableStyleTheme

extension YAMLPathComponent {
    /// The same step as the schema validator names it in ``SchemaError/instancePath`` (the theme layer
    /// does not depend on the schema validator; themecheck joins the two).
    ///
    /// - Parameter component: A step of a schema error's path.
    package init(_ component: SchemaError.PathComponent) {
        switch component {
        case .key(let key): self = .key(key)
        case .index(let index): self = .index(index)
        }
    }
}
