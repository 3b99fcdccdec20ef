import CountOnMeLocalization
import CountOnMeNumbers

/// A value during evaluation, with the currency it is an amount of (`nil` for a plain number).
package struct Quantity {
    package let value: Value
    package let currency: String?

    /// A plain number.
    package init(_ value: Value) {
        self.value = value
        currency = nil
    }

    package init(_ value: Value, currency: String?) {
        self.value = value
        self.currency = currency
    }
}
