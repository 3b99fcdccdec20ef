/// The unit trigonometric functions take and inverse trigonometric functions return.
public enum AngleUnit: String, Sendable, CaseIterable {
    /// Radians: a full turn is 2π.
    case radians
    /// Degrees: a full turn is 360.
    case degrees
}
