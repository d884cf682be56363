/// The version of Trellis, as `trellis --version` prints it.
public enum TrellisVersion {
    /// The current version.
    public static let current = "0.1.0"
}
