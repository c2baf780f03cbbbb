/// The names a message lists when it says what is defined ("the palette defines $a, $b and 3 more"):
/// at most ``maximumListed``, so a message stays short however many names the input declares.
package enum NameListing {
    /// The most names one message lists.
    package static let maximumListed = 20

    /// `names`, in the order given, joined with `", "`; past ``maximumListed`` the rest are counted
    /// (`" and N more"`).
    ///
    /// - Parameter names: The names, already spelled as the message writes them and in its order.
    /// - Returns: The listing.
    package static func listing(_ names: [String]) -> String {
        var text = names.prefix(maximumListed).joined(separator: ", ")
        if names.count > maximumListed { text += " and \(names.count - maximumListed) more" }
        return text
    }
}
