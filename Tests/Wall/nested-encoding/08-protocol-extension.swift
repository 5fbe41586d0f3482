// style: protocol with a protocol extension; some parameters
import Foundation

/// A group of fields that writes itself into a nested object of a parent container.
private protocol NestedSection {
    associatedtype SectionKey: CodingKey
    func fill(_ container: inout KeyedEncodingContainer<SectionKey>) throws
}

extension NestedSection {
    func write<Parent: CodingKey>(under key: Parent, in parent: inout KeyedEncodingContainer<Parent>) throws {
        var inner = parent.nestedContainer(keyedBy: SectionKey.self, forKey: key)
        try fill(&inner)
    }
}

private struct AddressSection: NestedSection {
    let customer: Customer
    func fill(_ container: inout KeyedEncodingContainer<Customer.AddressKeys>) throws {
        try container.encode(customer.street, forKey: .street)
        try container.encode(customer.city, forKey: .city)
        try container.encode(customer.zip, forKey: .zip)
    }
}

private struct ContactSection: NestedSection {
    let customer: Customer
    func fill(_ container: inout KeyedEncodingContainer<Customer.ContactInfoKeys>) throws {
        try container.encode(customer.homePhone, forKey: .homePhone)
        try container.encode(customer.cellularPhone, forKey: .cellularPhone)
        try container.encode(customer.email, forKey: .email)
    }
}

private func writeSection(
    _ section: some NestedSection, under key: Customer.CustomerKeys,
    in parent: inout KeyedEncodingContainer<Customer.CustomerKeys>
) throws {
    try section.write(under: key, in: &parent)
}

extension Customer: Encodable {
    func encode(to encoder: Encoder) throws {
        var top = encoder.container(keyedBy: CustomerKeys.self)
        try top.encode(name, forKey: .name)
        try top.encode(accessKey, forKey: .accessKey)
        try top.encode(atmCode, forKey: .atmCode)
        try top.encode(addedOn, forKey: .addedOn)
        try writeSection(AddressSection(customer: self), under: .address, in: &top)
        try writeSection(ContactSection(customer: self), under: .contactInfo, in: &top)
    }
}
