/// Segue's version, in one place: `segue --version` prints it, and CHANGELOG.md's
/// newest heading names it (a test holds the two together).
public enum SegueVersion {
    /// The version of this checkout of Segue, as semantic versioning spells it.
    public static let current = "0.9.0"
}
