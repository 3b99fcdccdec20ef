/// An object C holds as an opaque pointer (`countonme_context *`, `countonme_keypad *`): retained
/// when handed out, released by the matching `_free`.
protocol OpaqueHandle: AnyObject {}

extension OpaqueHandle {
    /// A new handle for C, retained until `release`.
    func retainedPointer() -> OpaquePointer {
        OpaquePointer(Unmanaged.passRetained(self).toOpaque())
    }

    /// The object behind a C pointer, or `nil` for NULL.
    static func from(_ pointer: OpaquePointer?) -> Self? {
        guard let pointer else { return nil }
        return Unmanaged<Self>.fromOpaque(UnsafeRawPointer(pointer)).takeUnretainedValue()
    }

    /// Balances `retainedPointer`.
    static func release(_ pointer: OpaquePointer?) {
        guard let pointer else { return }
        Unmanaged<Self>.fromOpaque(UnsafeRawPointer(pointer)).release()
    }
}
