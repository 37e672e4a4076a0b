/// The tool's version, recorded in golden manifests and reports.
public enum ButtonCheckVersion {
    public static let current = "0.2.0"
}
