/// The consumer's own code; its specs are in specs/.
public enum DesignSystem {
    public static let name = "Plugin consumer"
}
